/**
 * Import rules (docs/architecture.md), checked by `npm run lint`: what the
 * functions run never imports tooling, the CDK app never imports the tools that
 * operate it, only the edge knows HTTP, and every part of shared/ imports only
 * the layers tools/lint/shared-layers.cjs gives it.
 */
const sharedLayers = require('./tools/lint/shared-layers.cjs');

/** A part of shared/: a folder, or a file at its top (`config.ts`, `routes.ts`). */
const sharedPart = (name) => `^shared/${name}(/|\\.ts$)`;

module.exports = {
  forbidden: [
    {
      name: 'runtime-imports-no-tooling',
      comment:
        'shared/ and functions/ are what the Lambdas bundle: the local stack, the API document, data-file tools, the typed client, the CDK app, scripts, benches and tests stay out.',
      severity: 'error',
      from: { path: '^(shared|functions)/' },
      to: { path: '^(tools|client|lib|scripts|bench|test|bin)/' },
    },
    {
      name: 'client-package-stands-alone',
      comment:
        'client/ is a package of its own (tms-api-client), installed by integrators: it imports only itself and its own dependencies; the API document reaches it through generated sources.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(shared|functions|tools|lib|scripts|bench|test|bin|data)/' },
    },
    {
      name: 'only-the-edge-knows-http',
      comment:
        "shared/http/ is the HTTP edge: only the route table's handlers (functions/) and the tools that serve or document it (local server, API document, data model document, CDK app) import it; use cases and rules throw shared/domain/errors.ts.",
      severity: 'error',
      from: {
        pathNot:
          '^(shared/http/|functions/|tools/(dev-server|openapi|data-model-doc)|scripts/start\\.ts$|lib/|test/|bench/)',
      },
      to: { path: '^shared/http/' },
    },
    {
      name: 'shipment-storage-is-sealed',
      comment:
        "The shipment's keys and its staged write are the shipment repository's own (shared/shipments/store/): the rest of the code goes through its port (repository.ts) and knows only the partitions (partition.ts); the data model document reads the keys' templates.",
      severity: 'error',
      from: { pathNot: '^(shared/shipments/store/|tools/data-model-doc/)' },
      to: { path: '^shared/shipments/store/(keys|staged-write|staged-marks)\\.ts$' },
    },
    // One rule for each part of shared/: what it may import from the rest of shared/.
    ...Object.entries(sharedLayers).map(([part, allowed]) => ({
      name: `shared-${part}-imports-only-its-layers`,
      comment: `shared/${part} may import only ${allowed.length === 0 ? 'itself' : `itself and shared/${allowed.join(', shared/')}`} (tools/lint/shared-layers.cjs).`,
      severity: 'error',
      from: { path: sharedPart(part) },
      to: { path: '^shared/', pathNot: sharedPart(`(${[part, ...allowed].join('|')})`) },
    })),
    {
      name: 'cdk-app-imports-no-tooling',
      comment:
        'lib/ is the CDK app: it deploys shared/ and functions/; the tools that operate a stage import it, never the other way round.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(tools|client|scripts|bench|test|bin)/' },
    },
    {
      name: 'tools-import-no-entry-points',
      comment: 'tools/ is what scripts, benches and tests run: none of them is imported by it.',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: '^(scripts|bench|test|bin)/' },
    },
    {
      name: 'functions-are-entry-points',
      comment: 'A function module is an entry point: nothing imports it.',
      severity: 'error',
      from: {},
      to: { path: '^functions/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(shared|functions|tools|client|lib)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|cdk\\.out|client/dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
  },
};
