import { readFile } from 'node:fs/promises';

/** The file of curl examples the README links to; a test runs every one of them. */
export const API_EXAMPLES_FILE = 'docs/api-examples.md';

/** A response header an example documents, e.g. `Location: /images/submissions/$SUBMISSION_ID`. */
export interface DocumentedHeader {
  name: string;
  /** The value, where `$NAME` stands for a part later examples use as `$NAME`. */
  pattern: string;
}

export interface DocumentedExample {
  /** The heading the example is under. */
  title: string;
  /** 1-based line of the command in the file, for failure messages. */
  line: number;
  /** The curl command as written, continuation lines included. */
  command: string;
  /** The status written after it as `# → 200`. */
  expectedStatus: number;
  headers: DocumentedHeader[];
}

const FENCE = /^```(\w*)\s*$/;
const HEADING = /^#{1,6}\s+(.*)$/;
const STATUS = /^#\s*→\s*(\d{3})\b/;
const HEADER = /^#\s*([A-Za-z][\w-]*):\s*(.+)$/;

function parseBlock(lines: string[], firstLine: number, title: string): DocumentedExample {
  const where = `line ${firstLine}`;
  // The command runs up to the first comment line: a quoted JSON body may span several lines.
  const end = lines.findIndex((line) => line.startsWith('#'));
  const command = lines.slice(0, end < 0 ? lines.length : end).join('\n');
  let expectedStatus: number | undefined;
  const headers: DocumentedHeader[] = [];
  for (const line of end < 0 ? [] : lines.slice(end)) {
    const status = STATUS.exec(line);
    const header = HEADER.exec(line);
    if (status) expectedStatus = Number(status[1]);
    else if (header) headers.push({ name: header[1]!.toLowerCase(), pattern: header[2]!.trim() });
    else if (line.trim() !== '') throw new Error(`${where}: one curl command per block, then '# → status'.`);
  }
  if (expectedStatus === undefined) throw new Error(`${where}: the example has no '# → status' line.`);
  return { title, line: firstLine, command, expectedStatus, headers };
}

/** Every `sh` code block of the markdown, as an example with its documented status and headers. */
export function examplesIn(markdown: string): DocumentedExample[] {
  const lines = markdown.split('\n');
  const examples: DocumentedExample[] = [];
  let title = '';
  for (let i = 0; i < lines.length; i += 1) {
    const fence = FENCE.exec(lines[i]!);
    if (!fence) {
      title = HEADING.exec(lines[i]!)?.[1] ?? title;
      continue;
    }
    const close = lines.findIndex((line, j) => j > i && FENCE.test(line));
    if (close < 0) throw new Error(`line ${i + 1}: unclosed code block.`);
    if (fence[1] === 'sh') examples.push(parseBlock(lines.slice(i + 1, close), i + 2, title));
    i = close;
  }
  return examples;
}

export async function readApiExamples(file = API_EXAMPLES_FILE): Promise<DocumentedExample[]> {
  return examplesIn(await readFile(file, 'utf8'));
}

/** The values a documented header binds, or undefined when the actual value does not match it. */
export function matchHeader(header: DocumentedHeader, actual: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = header.pattern
    .split(/\$([A-Za-z_]\w*)/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(actual);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : undefined;
}
