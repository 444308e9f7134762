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
  presenters: ['data', 'domain'],
  settings: ['data', 'domain'],
  shipments: ['data', 'domain'],
  integrations: ['data'],
  'master-data': ['data', 'domain'],
  plans: ['data', 'domain', 'master-data', 'settings'],
  itinerary: [...GENERIC, 'itinerary-rules', 'master-data', 'settings', 'shipments'],
  'non-shipment': [...GENERIC, 'itinerary-rules', 'master-data', 'settings'],
  documents: [...GENERIC, 'settings', 'shipments'],
  webhooks: [...GENERIC, 'integrations'],
  /** The event feed's reads: who may see which event, cursors and pages. */
  feed: [...GENERIC, 'webhooks'],
  /** The outbound events derived from the table's stream, and their publishing. */
  events: [...GENERIC, 'documents', 'itinerary', 'webhooks'],
  /** The HTTP edge: parses requests, maps domain errors, shapes answers. */
  http: [
    ...GENERIC,
    'presenters',
    'integrations',
    'itinerary',
    'master-data',
    'settings',
    'documents',
    'webhooks',
    'plans',
    'shipments',
  ],
};
