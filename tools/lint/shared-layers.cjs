/**
 * What each part of shared/ (a folder, or a file at its top: `config.ts`,
 * `routes.ts`, `route-table.ts`) may import from the rest of shared/, besides
 * itself: .dependency-cruiser.cjs turns every entry into a rule. A test fails
 * when a part has no entry, or an entry allows a part it does not import, so
 * each list says what the part uses, no more. Read bottom up: pure pieces
 * first, then the generic ones, the features, and the HTTP edge.
 * docs/architecture.md explains the layers.
 */
module.exports = {
  /** Pure: the domain's types, errors, principal and entity tags. */
  domain: [],
  /** The rules engine: pure functions of the domain's types. */
  'itinerary-rules': ['domain'],
  /** Pure: log levels and metric names, shared by the code that writes them and the dashboards that read them. */
  'telemetry-names': [],
  /** zod with English messages, primitives, collection pages. */
  schemas: ['domain'],
  /** The environment, checked at cold start. */
  config: ['domain', 'schemas', 'telemetry-names'],
  observability: ['config', 'telemetry-names'],
  aws: ['config', 'observability'],
  /** What a route is (its method, path, scope, schemas, access) and the shapes features' routes share. */
  routing: ['config', 'domain', 'schemas'],
  /** Calls to callers' URLs: which addresses may be reached. */
  outbound: ['config'],
  /** Generic DynamoDB code: key parts, reads, transactions, conditional writes, ranked collections. */
  data: ['aws', 'config', 'domain'],
  queues: ['aws', 'data', 'observability'],
  settings: ['data', 'domain'],
  /** Machine clients' records, and the stage settings the integrations command and the stack share. */
  integrations: ['data', 'domain'],
  /** Request budgets: the token math, each caller's bucket in the table, an instance's leases. */
  budgets: ['aws', 'config', 'data', 'domain'],
  'master-data': ['aws', 'config', 'data', 'domain', 'routing', 'schemas', 'settings'],
  plans: ['domain', 'master-data', 'routing', 'schemas', 'settings', 'shipments'],
  /** The shipment feature: its store, the itinerary's use cases, schemas and presenters. */
  shipments: [
    'aws',
    'config',
    'data',
    'domain',
    'itinerary-rules',
    'master-data',
    'observability',
    'routing',
    'schemas',
    'settings',
  ],
  'non-shipment': ['data', 'domain', 'itinerary-rules', 'master-data', 'settings', 'shipments'],
  documents: [
    'aws',
    'config',
    'data',
    'domain',
    'observability',
    'outbound',
    'queues',
    'routing',
    'schemas',
    'settings',
    'shipments',
  ],
  webhooks: [
    'aws',
    'config',
    'data',
    'domain',
    'integrations',
    'observability',
    'outbound',
    'queues',
    'routing',
    'schemas',
  ],
  /** Bulk imports of data files: the import record, its queue, its worker and the records it applies. */
  imports: [
    'aws',
    'config',
    'data',
    'documents',
    'domain',
    'master-data',
    'observability',
    'queues',
    'routing',
    'schemas',
    'shipments',
  ],
  /** The event feed's reads: who may see which event, cursors and pages. */
  feed: ['aws', 'config', 'data', 'domain', 'routing', 'schemas', 'webhooks'],
  /** The outbound events derived from the table's stream, and their publishing. */
  events: [
    'aws',
    'config',
    'data',
    'documents',
    'domain',
    'feed',
    'master-data',
    'observability',
    'shipments',
    'webhooks',
  ],
  /** The HTTP edge: parses requests, maps domain errors, shapes answers. */
  http: [
    'aws',
    'budgets',
    'config',
    'data',
    'domain',
    'integrations',
    'master-data',
    'observability',
    'routing',
    'schemas',
    'settings',
  ],
  /** Every endpoint, declared once: the one table assembled from each feature's routes. */
  routes: ['documents', 'feed', 'imports', 'master-data', 'plans', 'shipments', 'webhooks'],
  /** The route table as the stack, the local server, the API document and the tests list it. */
  'route-table': ['routes'],
};
