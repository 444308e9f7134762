import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { BUNDLE_ENTRY_FILE, esbuildOptionsOf, FUNCTION_BUNDLING } from '#lib/bundling';

/**
 * Where bundles are built: inside the project (git-ignored), so that `#shared/*`
 * imports resolve; one folder per run, so that runs side by side (a test run's
 * quick bench) do not remove each other's bundles.
 */
export const BUILD_DIR = resolve(`.bench-tmp/cold-start-${process.pid}`);

/** The SDK client modules of the service; a function's baseline creates the same ones. */
const CLIENT_MODULES = ['shared/aws/dynamodb.ts', 'shared/aws/s3.ts', 'shared/aws/sqs.ts'];

export interface FunctionBundle {
  name: string;
  /** The file Node loads. */
  file: string;
  /** What a cold start loads: the entry file and the chunks it imports statically. */
  bytes: number;
  /** The same function built as if the runtime provided the SDK: the service's own weight. */
  bytesWithoutSdk: number;
  /** Which of the service's client modules the bundle contains. */
  clientModules: string[];
}

/**
 * The bytes a cold start loads: the entry file and the chunks it imports
 * statically, not the chunks it imports on demand (`import()`).
 */
function bytesLoadedAtInit(metafile: Metafile, file: string): number {
  const outputs = new Map(Object.entries(metafile.outputs).map(([path, output]) => [resolve(path), output]));
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const { path: imported, kind, external } of outputs.get(path)?.imports ?? []) {
      if (kind === 'import-statement' && !external) visit(resolve(imported));
    }
  };
  visit(file);
  return [...loaded].reduce((sum, path) => sum + (outputs.get(path)?.bytes ?? Number.NaN), 0);
}

/** Builds `entry` as the stack does, and once more with the SDK left out to weigh the rest. */
export async function bundleFunction(name: string, entry: string): Promise<FunctionBundle> {
  const [folder, withoutSdkFolder] = [join(BUILD_DIR, name), join(BUILD_DIR, `${name}.without-sdk`)];
  const [deployed, external] = await Promise.all([
    build({ ...esbuildOptionsOf(FUNCTION_BUNDLING, entry, folder), metafile: true }),
    build({ ...esbuildOptionsOf(FUNCTION_BUNDLING, entry, withoutSdkFolder, 'external'), metafile: true }),
  ]);
  const file = join(folder, BUNDLE_ENTRY_FILE);
  return {
    name,
    file,
    bytes: bytesLoadedAtInit(deployed.metafile, file),
    bytesWithoutSdk: bytesLoadedAtInit(external.metafile, join(withoutSdkFolder, BUNDLE_ENTRY_FILE)),
    clientModules: CLIENT_MODULES.filter((module) => module in deployed.metafile.inputs),
  };
}

/**
 * The baseline of a function: a module that creates the same SDK clients (the
 * service's own client modules, so with the same configuration) and answers
 * without doing anything else, bundled the same way.
 */
export async function bundleBaseline(clientModules: readonly string[]): Promise<FunctionBundle> {
  const name = `baseline(${clientModules.map((module) => module.replace(/^.*\/|\.ts$/g, '')).join('+')})`;
  const source = join(BUILD_DIR, 'baselines', `${name}.ts`);
  const imports = clientModules.map(
    (module, index) => `import * as clients${index} from '${resolve(module)}';`,
  );
  const used = clientModules.map((_, index) => `Object.keys(clients${index}).length`).join(' + ');
  await mkdir(join(BUILD_DIR, 'baselines'), { recursive: true });
  await writeFile(
    source,
    `${imports.join('\n')}\nexport const handler = async () => ({ statusCode: 200, body: String(${used || 0}) });\n`,
  );
  return bundleFunction(name, source);
}

/** The process that loads a bundle and serves one event, built once (not minified: it is not measured). */
export async function bundleRunner(): Promise<string> {
  const outfile = join(BUILD_DIR, 'serve-once.mjs');
  await build({
    entryPoints: [resolve('bench/cold-start/serve-once.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return outfile;
}
