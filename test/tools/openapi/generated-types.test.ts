import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIObject, OperationObject, ResponseObject } from 'openapi3-ts/oas31';
import ts from 'typescript';
import { API_DOCUMENT_FILE } from '#tools/openapi/document-file';
import { type TypedExample, typedDocExamples, typeScriptBlocks } from '../../support/doc-examples';

/**
 * What an integrator's generated client gets right: TypeScript generated from
 * the committed API document with openapi-typescript (its defaults), then
 * every request and response example of docs/*.md, every example of the
 * document itself, and the webhook receiver of docs/webhooks.md type-checked
 * against it. Docs and types cannot drift apart.
 */

// Inside node_modules, so that the receiver example resolves `standardwebhooks` as an integrator's project would.
const OUT = resolve('node_modules/.cache/tms-generated-types');
/** The generated module's name, as docs/webhooks.md's receiver imports it. */
const GENERATED = 'tms-api';

const HELPERS = `import type { components, paths, webhooks } from './${GENERATED}';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: infer R } ? Json<R> : never;
type ResponseBody<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends { responses: infer R } ? (S extends keyof R ? Json<R[S]> : never) : never;
type WebhookBody<T extends keyof webhooks> = webhooks[T] extends { post: { requestBody: infer R } } ? Json<R> : never;
`;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  noUncheckedIndexedAccess: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: ['node'],
  skipLibCheck: true,
};

/** The examples the API document carries: each operation's request and answers, each error's body. */
function documentExamples(document: OpenAPIObject): TypedExample[] {
  const examples: TypedExample[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item) as [string, OperationObject][]) {
      const where = `${API_DOCUMENT_FILE} ${method.toUpperCase()} ${path}`;
      const request = (
        operation.requestBody as { content?: Record<string, { example?: unknown }> } | undefined
      )?.content?.['application/json']?.example;
      if (request !== undefined) {
        examples.push({ where, type: `RequestBody<"${path}", "${method}">`, value: request });
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const example = (response as ResponseObject).content?.['application/json']?.example;
        if (example === undefined) continue;
        examples.push({
          where: `${where} ${status}`,
          type: `ResponseBody<"${path}", "${method}", ${status}>`,
          value: example,
        });
      }
    }
  }
  for (const [name, response] of Object.entries(document.components?.responses ?? {})) {
    const example = (response as ResponseObject).content?.['application/json']?.example;
    examples.push({
      where: `${API_DOCUMENT_FILE} ${name}`,
      type: 'components["schemas"]["Error"]',
      value: example,
    });
  }
  return examples;
}

/** A module assigning each example to a constant of its type: an unknown, missing or mistyped property fails. */
const examplesModule = (examples: readonly TypedExample[]) =>
  HELPERS +
  examples
    .map(
      ({ where, type, value }, index) =>
        `// ${where}\nexport const example${index}: ${type} = ${JSON.stringify(value, null, 2)};\n`,
    )
    .join('\n');

/** Each diagnostic as `where: message`, `where` being the example or file it is in. */
function describeDiagnostics(diagnostics: readonly ts.Diagnostic[]): string[] {
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const { file, start } = diagnostic;
    if (!file || start === undefined) return message;
    const { line } = file.getLineAndCharacterOfPosition(start);
    const lines = file.text.split('\n');
    const marker = lines
      .slice(0, line + 1)
      .reverse()
      .find((text) => text.startsWith('// '));
    return `${marker?.slice(3) ?? `${file.fileName}:${line + 1}`}: ${message}`;
  });
}

let generated: string;

beforeAll(async () => {
  const document = JSON.parse(await readFile(API_DOCUMENT_FILE, 'utf8')) as OpenAPIObject;
  generated = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  await writeFile(join(OUT, `${GENERATED}.ts`), generated);
}, 60_000);

const typeCheck = (files: string[]) =>
  describeDiagnostics(ts.getPreEmitDiagnostics(ts.createProgram(files, COMPILER_OPTIONS)));

test('paging and version parameters are numbers; request properties the service fills in are optional', () => {
  expect(generated).toMatch(/limit\?: number;/);
  expect(generated).toMatch(/offset\?: number;/);
  expect(generated).toMatch(/version: number;/);
  // The itinerary update's event: only `type` and `site` must be sent.
  const update = /ItineraryUpdate: \{[\s\S]*?\n {8}\};/.exec(generated)?.[0] ?? '';
  expect(update).toMatch(/arrived\?: string;/);
  expect(update).toMatch(/note\?: string;/);
  expect(update).toMatch(/completed\?: boolean;/);
});

test('every example of docs/*.md and of the API document has the type generated clients give it', async () => {
  const document = JSON.parse(await readFile(API_DOCUMENT_FILE, 'utf8')) as OpenAPIObject;
  const examples = [...(await typedDocExamples()), ...documentExamples(document)];
  // Each doc that shows bodies is read: a marker or parser that stopped finding them would pass vacuously.
  for (const doc of ['docs/api-examples.md', 'docs/webhooks.md', 'docs/documents.md']) {
    expect(examples.some((example) => example.where.startsWith(doc))).toBe(true);
  }
  const file = join(OUT, 'examples.ts');
  await writeFile(file, examplesModule(examples));
  expect(typeCheck([file])).toEqual([]);
}, 60_000);

test('the webhook receiver of docs/webhooks.md compiles against Node and the generated types', async () => {
  const blocks = await typeScriptBlocks('docs/webhooks.md');
  expect(blocks.length).toBeGreaterThan(0);
  const files = await Promise.all(
    blocks.map(async ({ where, code }, index) => {
      const file = join(OUT, `receiver-${index}.ts`);
      await writeFile(file, `// ${where}\n${code}\n`);
      return file;
    }),
  );
  expect(typeCheck(files)).toEqual([]);
}, 60_000);

test('the webhook receiver of docs/webhooks.md compiles under NodeNext, as docs/client.md recommends', async () => {
  const blocks = await typeScriptBlocks('docs/webhooks.md');
  // The folder as an ESM package, as an integrator's project with NodeNext is.
  await writeFile(join(OUT, 'package.json'), JSON.stringify({ type: 'module' }));
  const files = await Promise.all(
    blocks.map(async ({ where, code }, index) => {
      const file = join(OUT, `receiver-node-next-${index}.ts`);
      await writeFile(file, `// ${where}\n${code}\n`);
      return file;
    }),
  );
  const options = {
    ...COMPILER_OPTIONS,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  expect(describeDiagnostics(ts.getPreEmitDiagnostics(ts.createProgram(files, options)))).toEqual([]);
}, 60_000);

test('a wrong example fails: the check can fail', async () => {
  const file = join(OUT, 'wrong.ts');
  await writeFile(
    file,
    examplesModule([
      {
        where: 'unknown property',
        type: 'components["schemas"]["WebhookDelivery"]',
        value: { id: 'x', colour: 'red' },
      },
      {
        where: 'string version',
        type: 'ResponseBody<"/shipments/{shipmentId}/itinerary/history", "get", 200>',
        value: { self: '', next: '', items: [{ version: '1' }] },
      },
    ]),
  );
  const problems = typeCheck([file]);
  expect(problems.some((problem) => problem.startsWith('unknown property'))).toBe(true);
  expect(problems.some((problem) => problem.startsWith('string version'))).toBe(true);
}, 60_000);
