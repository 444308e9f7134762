/**
 * What each folder of shared/ may import from the rest of shared/ (besides
 * itself and `shared/config.ts`): .dependency-cruiser.cjs turns every entry into
 * a rule, and a test fails when a folder of shared/ has no entry. Read bottom
 * up: generic pieces first, then the features, then the HTTP edge.
 * docs/architecture.md explains the layers.
 */
const GENERIC = ['aws', 'data', 'domain', 'observability', 'outbound', 'queues', 'schemas'];

module.exports = {
  /** Pure: the domain's types, errors, principal and entity tags. */
  domain: [],
  /** The rules engine: pure functions of the domain's types. */
  'itinerary-rules': ['domain'],
  observability: [],
  aws: ['observability'],
  /** Calls to callers' URLs: which addresses may be reached. */
  outbound: [],
  /** Generic DynamoDB code: keys, reads, transactions, conditional writes, collection pages. */
  data: ['aws', 'domain', 'observability'],
  queues: ['aws', 'data', 'observability'],
  schemas: ['data', 'domain'],
  settings: ['data', 'domain'],
  integrations: ['data', 'domain'],
  'master-data': ['aws', 'data', 'domain', 'schemas', 'settings'],
  plans: ['data', 'domain', 'master-data', 'schemas', 'settings', 'shipments'],
  /** The shipment feature: its store, the itinerary's use cases, schemas and presenters. */
  shipments: [...GENERIC, 'itinerary-rules', 'master-data', 'settings'],
  'non-shipment': [...GENERIC, 'itinerary-rules', 'master-data', 'settings', 'shipments'],
  documents: [...GENERIC, 'settings', 'shipments'],
  webhooks: [...GENERIC, 'integrations'],
  /** The event feed's reads: who may see which event, cursors and pages. */
  feed: [...GENERIC, 'webhooks'],
  /** The outbound events derived from the table's stream, and their publishing. */
  events: [...GENERIC, 'documents', 'feed', 'master-data', 'shipments', 'webhooks'],
  /** The HTTP edge: parses requests, maps domain errors, shapes answers. */
  http: [
    ...GENERIC,
    'integrations',
    'master-data',
    'settings',
    'documents',
    'webhooks',
    'plans',
    'shipments',
  ],
};
