/**
 * Import rules (docs/architecture.md), checked by `npm run lint`:
 * what the functions run never imports tooling, and the data layer never
 * imports domain logic or HTTP plumbing.
 */
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
      name: 'data-layer-imports-no-domain-logic',
      comment:
        'shared/data/ stores and reads; rules, use cases and HTTP live above it and hand it what to store.',
      severity: 'error',
      from: { path: '^shared/data/' },
      to: {
        path: '^shared/(itinerary-rules|itinerary|non-shipment|documents|master-data|shipments|settings|http|presenters|schemas)/',
      },
    },
    {
      name: 'domain-throws-domain-errors',
      comment:
        'Use cases and rules throw shared/domain/errors.ts; only the HTTP edge knows statuses (shared/http/domain-errors.ts).',
      severity: 'error',
      from: {
        path: '^shared/(itinerary|itinerary-rules|non-shipment|documents|master-data|shipments|settings|domain|data)/',
      },
      to: { path: '^shared/http/errors\\.ts$' },
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
