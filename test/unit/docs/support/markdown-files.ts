import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root, which the docs' paths are relative to. */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The README and docs/*.md, relative to the root. */
export const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => `docs/${entry.name}`),
];

/** The lines of a markdown file outside fenced code blocks, with their 1-based numbers. */
export function proseLines(file: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let inFence = false;
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (/^\s*```/.test(text)) inFence = !inFence;
      else if (!inFence) lines.push({ line: index + 1, text });
    });
  return lines;
}
