import { type BundlingOptions, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { ESBUILD_TARGET } from '#lib/runtime';

// esbuild's ESM output keeps CommonJS dependencies working only if `require`
// exists; in an ES module it doesn't unless it's created.
const REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * How every function of the service is bundled, in one place, written as
 * NodejsFunction's bundling options: the function construct, the benchmark and
 * the bundle tests all build with `esbuildOptionsOf` (esbuild with code
 * splitting), so that what is measured is what is deployed.
 */
export const FUNCTION_BUNDLING: Readonly<BundlingOptions> = Object.freeze({
  format: OutputFormat.ESM,
  target: ESBUILD_TARGET,
  // Prefer the ES module builds of dependencies: they tree-shake.
  mainFields: ['module', 'main'],
  banner: REQUIRE_BANNER,
  minify: true,
  // Maps ship beside each bundle to decode a logged stack offline; they are not enabled at run time
  // (--enable-source-maps parses every map at load, 22–32 ms on each cold start).
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  // Stack traces need file and line, not the sources: keeps bundles small.
  sourcesContent: false,
  // The AWS SDK v3 is bundled rather than taken from the runtime: the version
  // tested is the version deployed, and a tree-shaken bundle of the few clients
  // used loads faster than the runtime's full SDK.
  bundleAwsSDK: true,
  forceDockerBundling: false,
});

/** What NodejsFunction leaves out of a bundle when `bundleAwsSDK` is false: the runtime provides it. */
const RUNTIME_PROVIDED_SDK = ['@aws-sdk/*'];

/** The options `esbuildOptionsOf` knows how NodejsFunction turns into esbuild flags. */
const TRANSLATED = new Set<string>(Object.keys(FUNCTION_BUNDLING));

/** The file Lambda loads, in the bundle's folder: `index.handler`. */
export const BUNDLE_ENTRY_FILE = 'index.mjs';

/**
 * The esbuild options of a function's bundle, from `bundling` (what
 * NodejsFunction's `--bundle --platform=node --format --target --minify
 * --sourcemap --sources-content --external --banner:js --main-fields` flags
 * would be), written to `outdir` as `index.mjs` plus chunks: code splitting
 * puts what a function loads only on demand (a dynamic `import()`, such as the
 * keyed-request code of Powertools Idempotency) in a chunk of its own, read
 * only when first needed instead of at every cold start. The stack
 * (`ApiFunction`), the bench and the bundle tests all build with this.
 * `awsSdk: 'external'` builds it as if the SDK came from the runtime, to see
 * what the service's own code weighs.
 */
export function esbuildOptionsOf(
  bundling: BundlingOptions,
  entry: string,
  outdir: string,
  awsSdk: 'as-deployed' | 'external' = 'as-deployed',
): BuildOptions {
  const unknown = Object.keys(bundling).filter((option) => !TRANSLATED.has(option));
  if (unknown.length > 0) {
    // A new option would silently make the measured bundle differ from the deployed one.
    throw new Error(`esbuildOptionsOf does not translate bundling option(s) ${unknown.join(', ')} yet.`);
  }
  const sdkExternal = awsSdk === 'external' || !bundling.bundleAwsSDK;
  return {
    entryPoints: { index: entry },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: bundling.format === OutputFormat.ESM ? 'esm' : 'cjs',
    ...(bundling.target !== undefined && { target: bundling.target }),
    minify: bundling.minify ?? false,
    sourcemap: bundling.sourceMap === true ? 'linked' : false,
    sourcesContent: bundling.sourcesContent ?? true,
    external: sdkExternal ? RUNTIME_PROVIDED_SDK : [],
    ...(bundling.banner !== undefined && { banner: { js: bundling.banner } }),
    ...(bundling.mainFields !== undefined && { mainFields: [...bundling.mainFields] }),
    logLevel: 'warning',
  };
}
