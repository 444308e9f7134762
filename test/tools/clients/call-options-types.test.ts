import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The client's options as an integrator's strictest build types them: under
 * `exactOptionalPropertyTypes`, an option given as `undefined` (the documented
 * `ifMatch: headers.get('etag') ?? undefined`) compiles.
 */
const OUT = resolve('node_modules/.cache/tms-client-types');

const problemsOf = (file: string, code: string) =>
  ts
    .getPreEmitDiagnostics(
      ts.createProgram([file], {
        strict: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: [],
        skipLibCheck: true,
      }),
    )
    .filter((diagnostic) => diagnostic.file?.fileName === file)
    .map(
      (diagnostic) =>
        `${code.split('\n')[diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!).line]}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    );

async function check(name: string, code: string): Promise<string[]> {
  await mkdir(OUT, { recursive: true });
  const file = join(OUT, `${name}.ts`).replaceAll('\\', '/');
  await writeFile(file, code);
  return problemsOf(file, code);
}

const CLIENT = resolve('client/src/index.js').replaceAll('\\', '/');

test('every call option may be given as undefined under exactOptionalPropertyTypes', async () => {
  const code = `import type { BodyOf, CallOptions, TmsClient } from '${CLIENT}';
declare const tms: TmsClient;
declare const etag: string | null;
declare const body: BodyOf<'putItinerary'>;
export const options: CallOptions = { ifMatch: etag ?? undefined, ifNoneMatch: undefined, idempotencyKey: undefined, signal: undefined };
export const stored = tms.putItinerary({ shipmentId: '1004' }, body, { ifMatch: etag ?? undefined });
`;
  expect(await check('undefined-options', code)).toEqual([]);
}, 60_000);

test('the check can fail: a mistyped option does not compile', async () => {
  const code = `import type { CallOptions } from '${CLIENT}';
export const options: CallOptions = { ifMatch: 42 };
`;
  expect(await check('wrong-option', code)).toEqual([
    expect.stringContaining("Type 'number' is not assignable"),
  ]);
}, 60_000);
