import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routes } from '#shared/route-table';
import { parseCurl } from '#tools/openapi/examples/curl-command';
import { routeOfRequest } from '#tools/openapi/examples/example-route';

/** One example of docs/*.md and the type of the generated client it must be. */
export interface TypedExample {
  /** `docs/webhooks.md:24`, for the message when it does not compile. */
  where: string;
  /** A type over the generated module's `paths`, `components` and `webhooks`. */
  type: string;
  value: unknown;
}

/** A fenced code block of a markdown file. */
interface CodeBlock {
  language: string;
  /** 1-based line of the block's first line of code. */
  line: number;
  code: string;
  /** The nearest non-blank line before the fence. */
  before: string;
}

const FENCE = /^```(\w*)\s*$/;

function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const fence = FENCE.exec(lines[i]!);
    if (!fence) continue;
    const close = lines.findIndex((line, j) => j > i && FENCE.test(line));
    if (close < 0) throw new Error(`line ${i + 1}: unclosed code block.`);
    const before = lines
      .slice(0, i)
      .reverse()
      .find((line) => line.trim() !== '');
    blocks.push({
      language: fence[1]!,
      line: i + 2,
      code: lines.slice(i + 1, close).join('\n'),
      before: before ?? '',
    });
    i = close;
  }
  return blocks;
}

/**
 * What a JSON block is, said in a comment on the line before it:
 * `<!-- schema: Name -->` (a component of the API document),
 * `<!-- webhook: type -->` (the body an event type's delivery carries), or
 * `<!-- not an API body: why -->`.
 */
const MARKER = /^<!--\s*(schema|webhook|not an API body):\s*(.+?)\s*-->$/;

function typeOfJsonBlock(block: CodeBlock, where: string): string | undefined {
  const marker = MARKER.exec(block.before.trim());
  if (!marker) {
    throw new Error(`${where}: a JSON block says what it is on the line before it (<!-- schema: Name -->).`);
  }
  const [, kind, name] = marker;
  if (kind === 'schema') return `components["schemas"][${JSON.stringify(name)}]`;
  if (kind === 'webhook') return `WebhookBody<${JSON.stringify(name)}>`;
  return undefined;
}

/** The request body a curl command sends, typed as its operation's body. */
function curlBodyExample(command: string, where: string): TypedExample | undefined {
  const request = parseCurl(command, (name) => (name === 'API' ? '' : `$${name}`));
  if (request.body === undefined) return undefined;
  const { routeId } = routeOfRequest(request, '');
  const { path, method } = routes[routeId];
  return {
    where,
    type: `RequestBody<${JSON.stringify(path)}, ${JSON.stringify(method.toLowerCase())}>`,
    value: JSON.parse(request.body),
  };
}

/** An example of a request the API refuses (`# → 400`): its body is wrong on purpose. */
const showsRefusal = (block: CodeBlock) =>
  block.code.split('\n').some((line) => /^#\s*→\s*[45]\d\d\b/.test(line));

/** The curl commands of a shell block: each runs up to its first comment or blank line. */
function curlCommands(block: CodeBlock): { command: string; line: number }[] {
  const lines = block.code.split('\n');
  const commands: { command: string; line: number }[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (!lines[i]!.startsWith('curl ')) continue;
    let end = i;
    while (
      end + 1 < lines.length &&
      !/^\s*(#|$)/.test(lines[end + 1]!) &&
      !lines[end + 1]!.startsWith('curl ')
    )
      end += 1;
    commands.push({ command: lines.slice(i, end + 1).join('\n'), line: block.line + i });
    i = end;
  }
  return commands;
}

/** Every JSON example and every curl request body of the markdown files in `dir`, with their types. */
export async function typedDocExamples(dir = 'docs'): Promise<TypedExample[]> {
  const examples: TypedExample[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.md')).sort()) {
    const path = join(dir, file);
    for (const block of codeBlocks(await readFile(path, 'utf8'))) {
      const where = `${path}:${block.line}`;
      if (block.language === 'json') {
        const type = typeOfJsonBlock(block, where);
        if (type !== undefined) examples.push({ where, type, value: JSON.parse(block.code) });
      } else if (block.language === 'sh' && !showsRefusal(block)) {
        for (const { command, line } of curlCommands(block)) {
          const example = curlBodyExample(command, `${path}:${line}`);
          if (example) examples.push(example);
        }
      }
    }
  }
  return examples;
}

/** The TypeScript blocks of a markdown file, each a module of its own. */
export async function typeScriptBlocks(path: string): Promise<{ where: string; code: string }[]> {
  return codeBlocks(await readFile(path, 'utf8'))
    .filter((block) => block.language === 'ts')
    .map((block) => ({ where: `${path}:${block.line}`, code: block.code }));
}
