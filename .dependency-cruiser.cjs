/**
 * Import rules (docs/architecture.md), checked by `npm run lint`: what the
 * functions run never imports tooling, only the edge knows HTTP, and every
 * folder of shared/ imports only the layers tools/lint/shared-layers.cjs gives it.
 */
const sharedLayers = require('./tools/lint/shared-layers.cjs');

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
        'shared/http/ is the HTTP edge: only the route table (shared/routes.ts), its handlers (functions/) and the tools that serve or document it (local server, API document, data model document, CDK app) import it; use cases and rules throw shared/domain/errors.ts.',
      severity: 'error',
      from: {
        pathNot:
          '^(shared/http/|shared/routes\\.ts$|functions/|tools/(dev-server|openapi|route-table|data-model-doc)|scripts/start\\.ts$|lib/|test/|bench/)',
      },
      to: { path: '^shared/http/' },
    },
    // One rule for each folder of shared/: what it may import from the rest of shared/.
    ...Object.entries(sharedLayers).map(([folder, allowed]) => ({
      name: `shared-${folder}-imports-only-its-layers`,
      comment: `shared/${folder}/ may import only ${allowed.length === 0 ? 'itself' : `shared/${allowed.join('/, shared/')}/`} and shared/config.ts (tools/lint/shared-layers.cjs).`,
      severity: 'error',
      from: { path: `^shared/${folder}/` },
      to: { path: '^shared/', pathNot: `^shared/(${[folder, ...allowed].join('|')})/|^shared/config\\.ts$` },
    })),
    {
      name: 'shared-config-imports-only-the-pure-layers',
      comment:
        'shared/config.ts is read by every folder of shared/: it may import only the pure layers (domain, observability, schemas), so that no feature reaches another through it.',
      severity: 'error',
      from: { path: '^shared/config\\.ts$' },
      to: { path: '^shared/', pathNot: '^shared/(domain|observability|schemas)/' },
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
