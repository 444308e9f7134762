import { collectionCountKey } from '#shared/data/keys';
import { DOCUMENT_SORT_PREFIX } from '#shared/documents/keys';
import { REFUSAL_SORT_PREFIX } from '#shared/imports/keys';
import {
  equipmentUsesEndingFrom,
  itineraryVersionRange,
  PLAN_SORT_PREFIX,
  planRange,
  shipmentWithPagesRange,
} from '#shared/shipments/store/keys';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import {
  deliveryCollection,
  ownedSubscriptionCollection,
  SUBSCRIPTION_COLLECTION,
} from '#shared/webhooks/keys';
import { type ItemTypeName, itemTypes } from '#tools/data-model-doc/item-types';

/** One way the service reads or writes the table, as docs/data-model.md lists it. */
export interface AccessPattern {
  pattern: string;
  /** The table or `gsi1`, and the requests it takes. */
  index: string;
  key: string;
  /** The functions that implement it, by module (a path from the repository's root). */
  functions: { module: string; names: readonly string[]; note?: string }[];
}

const types = itemTypes();
const code = (text: string) => `\`${text}\``;
/** `pk = …`, `sk = …` of an item type. */
const keyOf = (name: ItemTypeName) => `${code(`pk = ${types[name].pk}`)}, ${code(`sk = ${types[name].sk}`)}`;
const count = (collection: string) => {
  const { pk, sk } = collectionCountKey(collection);
  return `${code(`pk = ${pk}`)}, ${code(`sk = ${sk}`)}`;
};

const inModule = (module: string, ...names: string[]) => ({ module, names });
const data = (file: string, ...names: string[]) => inModule(`shared/data/${file}.ts`, ...names);
const documents = (...names: string[]) => inModule('shared/documents/store.ts', ...names);
const webhooks = (...names: string[]) => inModule('shared/webhooks/store.ts', ...names);
const feed = (...names: string[]) => inModule('shared/feed/store.ts', ...names);

const plan = planRange('<startDate>', '<end>');
const uses = equipmentUsesEndingFrom('<date>');

/** Every access pattern, grouped by the entities they serve. */
export const ACCESS_PATTERNS: readonly AccessPattern[] = [
  {
    pattern: 'Read the TMS settings (defaults until a data set is loaded)',
    index: 'table, Get',
    key: keyOf('settings'),
    functions: [inModule('shared/settings/store.ts', 'getSettings')],
  },
  {
    pattern: 'Read a customer, driver, carrier, site, yard, cross-dock or piece of equipment by id',
    index: 'table, Get',
    key: keyOf('masterRecord'),
    functions: [inModule('shared/master-data/store.ts', 'getMasterRecord')],
  },
  {
    pattern: 'Read every driver, carrier, location and tractor an itinerary refers to',
    index: 'table, BatchGet (100 keys a request, unprocessed keys retried)',
    key: 'as above, one key per reference',
    functions: [inModule('shared/master-data/store.ts', 'getMasterRecords')],
  },
  {
    pattern: 'List a collection page in id order (the same cost at any offset)',
    index: '`gsi1`, Query forwards',
    key: `${code(`gsi1pk = ${types.masterRecord.gsi1.pk}`)}, ${code('gsi1sk >= <rank of offset, 10 digits>')}`,
    functions: [inModule('shared/master-data/store.ts', 'listMasterRecordsInIdOrder')],
  },
  {
    pattern: 'Read a master record to change it (its version, its rank)',
    index: 'table, consistent Get',
    key: keyOf('masterRecord'),
    functions: [inModule('shared/master-data/record-store.ts', 'readMasterRecordToChange')],
  },
  {
    pattern: 'Create a master record at the end of its collection (no other record moves)',
    index:
      'table, consistent Get of the counter, then TransactWrite (again from the Get when another creation took the rank)',
    key: `counter ${count(`${types.masterRecord.gsi1.pk}`)}, put on condition its count is the one read; ${keyOf('masterRecord')} on \`attribute_not_exists(pk)\`, with \`version\` 1 and \`changedAt\``,
    functions: [inModule('shared/master-data/record-store.ts', 'createMasterRecord')],
  },
  {
    pattern: 'Replace or retire a master record at its rank',
    index: 'table, TransactWrite of one Put (with a keyed request, its idempotency record)',
    key: `${keyOf('masterRecord')}, on condition that its \`version\` (absent on a loaded record) and rank are the ones read`,
    functions: [inModule('shared/master-data/record-store.ts', 'replaceMasterRecord')],
  },
  {
    pattern: 'Read a shipment with its itinerary (its item and its pages) and version',
    index: 'table, Query (again when it meets pages of another version than the item names)',
    key: `${code(`pk = ${types.shipment.pk}`)}, ${code(`sk BETWEEN ${shipmentWithPagesRange().from} AND ${shipmentWithPagesRange().to}`)}`,
    functions: [inModule('shared/shipments/store/shipments.ts', 'getShipment')],
  },
  {
    pattern: 'List shipments, most recently created first (the same cost at any offset)',
    index: 'table, Get of the count, then `gsi1`, Query backwards',
    key: `${count(SHIPMENT_COLLECTION)}; then ${code(`gsi1pk = ${SHIPMENT_COLLECTION}`)}, ${code('gsi1sk <= <count - 1 - offset, 10 digits>')}`,
    functions: [inModule('shared/shipments/store/shipments.ts', 'listShipmentsNewestFirst')],
  },
  {
    pattern:
      'Create a shipment at the newest rank of `/shipments` (no other shipment moves), with its empty itinerary and its first version',
    index: 'table, consistent Get of the count, then TransactWrite (again when another writer took the rank)',
    key: `${count(SHIPMENT_COLLECTION)} put conditioned on the count read; the shipment item put if absent, at ${code('gsi1sk = <that count, 10 digits>')}; the version record put if absent`,
    functions: [inModule('shared/shipments/store/new-shipment.ts', 'putNewShipment')],
  },
  {
    pattern:
      "Replace an itinerary (or a shipment's facts), with the plan entries and equipment uses it implies, if the shipment is unchanged since it was read",
    index:
      'table, TransactWrite; a change of more than 100 items: an Update (the lock), TransactWrites of the plan entries and uses, the commit TransactWrite, then settling (Storage of a shipment)',
    key: 'shipment item conditioned on `version` and its rank (`gsi1sk`); the pages, plan entries and uses that changed put, those no longer implied deleted, by key; the version record put if absent',
    functions: [inModule('shared/shipments/store/shipments.ts', 'putShipmentWithItinerary')],
  },
  {
    pattern: "Read one version of a shipment's itinerary",
    index: 'table, Get, then BatchGet of the versions holding its other pages',
    key: keyOf('itineraryVersion'),
    functions: [inModule('shared/shipments/store/history.ts', 'getItineraryVersion')],
  },
  {
    pattern: "List a shipment's itinerary versions from a version number down, newest first",
    index: 'table, Query backwards (`Limit` = page size + 1)',
    key: `${code(`pk = ${types.itineraryVersion.pk}`)}, ${code(`sk BETWEEN ${itineraryVersionRange(1, 1).from} AND ${types.itineraryVersion.sk}`)}, the newest on the page`,
    functions: [inModule('shared/shipments/store/history.ts', 'listItineraryVersionsFrom')],
  },
  {
    pattern: "Read a driver's plan for a date range, in plan order",
    index: 'table, Query (then a BatchGet of the shipments of entries a staged write still marks)',
    key: `${code(`pk = ${types.planEntry.pk}`)}, ${code(`sk BETWEEN ${plan.from} AND ${plan.to}`)}`,
    functions: [inModule('shared/shipments/store/plan-entries.ts', 'listDriverPlan')],
  },
  {
    pattern: 'Find a non-shipment event by driver and event id, with its move',
    index: 'table, Get then Get',
    key: `${keyOf('nonShipmentEvent')}, whose \`data.move\` is the plan entry's key`,
    functions: [inModule('shared/non-shipment/store.ts', 'getNonShipmentEvent')],
  },
  {
    pattern: 'Update a non-shipment move if it is unchanged since it was read',
    index: 'table, TransactWrite',
    key: 'plan entry conditioned on `version`; its pointers and uses by key',
    functions: [inModule('shared/non-shipment/store.ts', 'putNonShipmentMove')],
  },
  {
    pattern: 'Read the uses of a container, chassis, trailer or tractor that end on or after a date',
    index: 'table, Query (then a BatchGet of the shipments of uses a staged write still marks)',
    key: `${code(`pk = ${types.equipmentUse.pk}`)}, ${code(`sk BETWEEN ${uses.from} AND ${uses.to}`)}`,
    functions: [inModule('shared/shipments/store/equipment-uses.ts', 'listEquipmentUsesEndingFrom')],
  },
  {
    pattern: "Read a shipment's current document of a type",
    index: 'table, Get',
    key: keyOf('document'),
    functions: [documents('getCurrentDocument')],
  },
  {
    pattern:
      "Make a document the shipment's current one of its type, unless the current one comes from a newer submission",
    index: 'table, conditional Put',
    key: 'as above, on condition `data.submittedAt`, then `data.submissionId`, is not newer',
    functions: [documents('putCurrentDocumentIfNewer')],
  },
  {
    pattern: 'Make a document the current one whatever it replaces (tests)',
    index: 'table, Put',
    key: 'as above',
    functions: [documents('putCurrentDocument')],
  },
  {
    pattern: 'List the document types a shipment has',
    index: 'table, Query',
    key: `${code(`pk = ${types.document.pk}`)}, ${code(`begins_with(sk, ${DOCUMENT_SORT_PREFIX})`)}`,
    functions: [documents('listDocumentTypesOfShipment')],
  },
  {
    pattern: 'Read or record a document submission',
    index: 'table, Get / Put',
    key: keyOf('submission'),
    functions: [documents('getSubmission', 'putSubmission')],
  },
  {
    pattern: 'Record a pending import (`POST /imports`) or read one (`GET /imports/{id}`)',
    index: 'table, Put on `attribute_not_exists(pk)` / Get',
    key: keyOf('import'),
    functions: [inModule('shared/imports/store.ts', 'putNewImport', 'getImport')],
  },
  {
    pattern:
      "Move an import's checkpoint on (status, counts, `position`), alone or in the transaction that applies a record, on condition that no other delivery moved it since it was read",
    index: 'table, conditional Update; TransactWrite (one more item, as a commit marker)',
    key: `${keyOf('import')}, on condition \`data.position = <position read>\``,
    functions: [inModule('shared/imports/store.ts', 'saveCheckpoint', 'checkpointMarker')],
  },
  {
    pattern:
      "Record a refused record of an import; list an import's refusals in file order (the first 1,000)",
    index: 'table, Put; Query forwards',
    key: `${keyOf('importRefusal')}; ${code(`pk = ${types.importRefusal.pk}`)}, ${code(`begins_with(sk, ${REFUSAL_SORT_PREFIX})`)}`,
    functions: [inModule('shared/imports/store.ts', 'putRefusal', 'listRefusals')],
  },
  {
    pattern:
      "Claim, read, complete or free a keyed request's idempotency record (`Idempotency-Key`; docs/api-behaviour.md)",
    index:
      "table, consistent Get, then conditional Put (claim, with its request's `claimToken`; a refused one returns the record it met), Update (answer) or conditional Delete (a failed request frees the key while it holds the claim, unless its change committed)",
    key: `${keyOf('idempotencyRecord')}; expires by TTL (\`expiresAtEpoch\`, 24 h)`,
    functions: [
      {
        ...inModule('shared/http/idempotency/records.ts', 'SingleTableIdempotencyStore'),
        note: "Powertools' persistence layer",
      },
    ],
  },
  {
    pattern: "Mark a keyed request's record committed, in the transaction of its change",
    index: 'table, TransactWrite (one more item)',
    key: "as above, on condition `status = INPROGRESS`, the request's own `claimToken` and no `committedAt`",
    functions: [
      inModule('shared/http/idempotency/fence.ts', 'withIdempotencyFence'),
      {
        ...data('commit-marker', 'commitMarkerItems'),
        note: 'which adds it to the transactions of `writeIfVersionUnchanged` and `putNewSubscription`',
      },
    ],
  },
  {
    pattern: 'Record a keyed submission unless a retry of it already did',
    index: 'table, conditional Put',
    key: `${code(`pk = ${types.submission.pk.replace('<id>', '<id derived from caller, method, path, key>')}`)}, ${code(`sk = ${types.submission.sk}`)}`,
    functions: [documents('putNewSubmission')],
  },
  {
    pattern:
      'Record an issued upload key with its declaration; read the records of the keys a bucket submission names',
    index: 'table, Put; BatchGet',
    key: keyOf('upload'),
    functions: [inModule('shared/documents/upload-store.ts', 'putIssuedUpload', 'issuedUploads')],
  },
  {
    pattern:
      'Record a submission of issued uploads, each upload submitted once: the submission and every upload it names marked `submittedIn` it, together',
    index:
      'table, TransactWrite: Put of the submission on `attribute_not_exists(pk)`, an Update per upload on condition that it exists and no other submission has it',
    key: `${keyOf('submission')}; ${keyOf('upload')}`,
    functions: [inModule('shared/documents/upload-store.ts', 'putSubmissionOfUploads')],
  },
  {
    pattern: 'Settle a pending submission as completed or failed, only if still pending',
    index: 'table, conditional Update',
    key: `${keyOf('submission')}, on condition \`data.status = pending\`; removes \`gsi1pk\`, \`gsi1sk\``,
    functions: [documents('settleSubmission')],
  },
  {
    pattern:
      'List the submissions still pending, oldest first, or those recorded before a time (the local worker resumes them at start, and sweeps up those no attempt works on)',
    index: '`gsi1`, Query forwards',
    key: `${code(`gsi1pk = ${types.submission.gsi1.pk}`)}, ordered by ${code(`gsi1sk = ${types.submission.gsi1.sk}`)}; ${code('gsi1sk <= <time>')} for those recorded before it`,
    functions: [documents('listPendingSubmissionIds')],
  },
  {
    pattern:
      "Create a webhook subscription with one listener item per event type (a keyed POST adds its idempotency fence); it takes the next rank of every subscription's list and, a client's, of its own",
    index:
      'table, consistent Gets of the counters, then TransactWrite, each Put conditioned on `attribute_not_exists(pk)` (again from the Gets when another creation took a rank)',
    key: `${keyOf('webhook')}; ${keyOf('listener')} per type; a client's copy; counters ${code(`pk = ${SUBSCRIPTION_COLLECTION}`)} and ${code(`${ownedSubscriptionCollection({ type: 'client', id: '<clientId>' })}`)}, ${code('sk = COUNT')}, each put on condition that it holds what was read`,
    functions: [webhooks('putNewSubscription')],
  },
  {
    pattern: 'Read a webhook subscription (with its secret and `version`)',
    index: 'table, Get',
    key: keyOf('webhook'),
    functions: [webhooks('getSubscription')],
  },
  {
    pattern: 'List webhook subscriptions in creation order (the same cost at any offset)',
    index: 'table, Query of the count and holes; then `gsi1`, Query forwards',
    key: `${code(`pk = ${SUBSCRIPTION_COLLECTION}`)} (its ${code('COUNT')} and ${code('HOLE#…')} items); ${code(`gsi1pk = ${SUBSCRIPTION_COLLECTION}`)}, ${code('gsi1sk BETWEEN <rank of offset, past the holes> AND <count - 1>')}`,
    functions: [webhooks('listSubscriptions')],
  },
  {
    pattern:
      "List a machine client's own webhook subscriptions in creation order (the same cost at any offset)",
    index: 'as above',
    key: `as above, with ${code(ownedSubscriptionCollection({ type: 'client', id: '<clientId>' }))} for ${code(SUBSCRIPTION_COLLECTION)}`,
    functions: [{ ...webhooks('listSubscriptions'), note: 'with an owner' }],
  },
  {
    pattern: "Read a machine client's record (name, scopes), cached by each function instance for 60 s",
    index: 'table, Get',
    key: keyOf('client'),
    functions: [inModule('shared/integrations/store.ts', 'getClientRecord')],
  },
  {
    pattern:
      "Record or remove a machine client's record (the operator command, beside its Cognito app client)",
    index: 'table, Put / Delete',
    key: 'as above',
    functions: [inModule('tools/integrations/cognito-client-admin.ts', 'cognitoClientAdmin')],
  },
  {
    pattern:
      "Lease tokens of a caller's request budget: on condition that the bucket is the version last seen; a refusal hands back the item as it is (about one write per 13 requests of a busy client)",
    index: 'table, Update (ReturnValuesOnConditionCheckFailure ALL_OLD)',
    key: keyOf('budget'),
    functions: [inModule('shared/budgets/store.ts', 'writeLease')],
  },
  {
    pattern: "Read a caller's request budget again, when refusing it after a second without seeing it",
    index: 'table, Get (strongly consistent)',
    key: 'as above',
    functions: [inModule('shared/budgets/store.ts', 'readBucket')],
  },
  {
    pattern: 'Give a caller a request budget of its own (`npm run client -- limits`), keeping its tokens',
    index: 'table, Update',
    key: 'as above',
    functions: [inModule('shared/budgets/store.ts', 'setBudgetPolicy')],
  },
  {
    pattern:
      'Replace or delete a subscription, adding and removing listener items, if unchanged since read (a delete leaves holes at its ranks)',
    index: 'table, TransactWrite',
    key: 'subscription conditioned on `version`; listener items put or deleted by key; a replace keeps the ranks, a delete puts a `HOLE` item at each',
    functions: [webhooks('replaceSubscription', 'deleteSubscription')],
  },
  {
    pattern: 'Find the subscriptions listening to an event type (the fan-out; no Scan)',
    index: 'table, Query',
    key: code(`pk = ${types.listener.pk}`),
    functions: [webhooks('listListenersOf', 'listSubscriptionIdsFor')],
  },
  {
    pattern:
      "Record a delivery unless the same event was recorded for the subscription (a redelivered stream batch), else read it; it takes the next rank of its subscription's list",
    index:
      'table, consistent Get of the counter, then TransactWrite (then Get when the delivery exists; again from the Get when another recording took the rank)',
    key: `counter ${count(types.delivery.gsi1.pk)}, put on condition its count is the one read; delivery ${keyOf('delivery')} on \`attribute_not_exists(pk)\`; its lookup by id ${keyOf('deliveryById')}; a resumable one's pending marker`,
    functions: [webhooks('putDeliveryOnce')],
  },
  {
    pattern: 'Read a delivery',
    index: 'table, Get',
    key: 'as above',
    functions: [webhooks('getDelivery')],
  },
  {
    pattern: 'Find a delivery by its id (`webhook-id`) for a resend, which names nothing else of it',
    index: 'table, Get',
    key: keyOf('deliveryById'),
    functions: [inModule('shared/webhooks/resend-store.ts', 'findDeliveryById')],
  },
  {
    pattern:
      'Resend a delivery: read it, mark a resumable one pending, then set it pending again whatever its status (its count and attempt log go on)',
    index: 'table, Get, (Put of the pending marker), then conditional Update',
    key: `${keyOf('delivery')} on \`attribute_exists(pk)\`; the marker ${code(`pk = ${types.pendingDelivery.pk}`)}`,
    functions: [inModule('shared/webhooks/resend-store.ts', 'reopenDelivery')],
  },
  {
    pattern:
      'Record an attempt of a pending delivery (count, last status, its attempt record appended, delivered or failed)',
    index: 'table, conditional Update (then Delete of its pending marker when a resumable one settles)',
    key: 'as above, on condition `data.status = pending`',
    functions: [inModule('shared/webhooks/attempt-store.ts', 'recordDeliveryAttempt')],
  },
  {
    pattern: "List a subscription's deliveries, most recently recorded first (the same cost at any offset)",
    index: 'table, Get of the counter, then `gsi1`, Query backwards',
    key: `${count(deliveryCollection('<subscriptionId>'))}; then ${code(`gsi1pk = ${deliveryCollection('<subscriptionId>')}`)}, ${code('gsi1sk <= <count - 1 - offset, 10 digits>')}`,
    functions: [webhooks('listDeliveriesNewestFirst')],
  },
  {
    pattern:
      'List the deliveries still pending, oldest first (the local delivery worker resumes them at start; only in-process deliveries are marked: SQS keeps its own)',
    index: 'table, Query',
    key: `${code(`pk = ${types.pendingDelivery.pk}`)}, ordered by ${code(`sk = ${types.pendingDelivery.sk}`)}`,
    functions: [webhooks('listPendingDeliveries')],
  },
  {
    pattern: 'Load a data set (bulk; never on a request path)',
    index: 'table, BatchGet + Query per driver + BatchWrite (25 a request, unprocessed items retried)',
    key: 'every key above',
    functions: [inModule('tools/data-file/import.ts', 'importDataSet')],
  },
  {
    pattern:
      'Store a loaded shipment that is new or changed with its version record, unless it changed since the load read it (the loader)',
    index: 'table, TransactWrite of two items per shipment',
    key: 'shipment item conditioned on the `version` read (`attribute_not_exists(pk)` for a new one); the version record put if absent',
    functions: [inModule('tools/data-file/import-versions.ts', 'writeShipmentVersions')],
  },
  {
    pattern:
      "Rank a load's shipments and master records among the stored ones, moving those whose rank changed, then store the counts (the loader)",
    index:
      '`gsi1`, Query with a projection per collection; conditional Update per moved member; Put per count',
    key: "each collection's `gsi1pk`, reading `pk`, `sk`, `gsi1sk` and the order key; `SET gsi1sk` if the item exists; the count items",
    functions: [
      inModule('tools/data-file/import-ranks.ts', 'rankLoad'),
      data('ranked-collection', 'readCollectionMembers', 'setMemberRank', 'putCollectionCount'),
    ],
  },
  {
    pattern: "Read a driver's non-shipment moves whatever their dates (for the loader only)",
    index: 'table, Query with a filter',
    key: `${code(`pk = ${types.planEntry.pk}`)}, ${code(`begins_with(sk, ${PLAN_SORT_PREFIX})`)}, filter \`data.kind = non-shipment-move\``,
    functions: [inModule('shared/shipments/store/plan-entries.ts', 'listNonShipmentMovesOfDriver')],
  },
  {
    pattern:
      "Append a batch's events to the event feed: the next positions after the head, one marker per event id, the head moved (the stream consumer)",
    index:
      'table, Get of the head (consistent), then TransactWrite (1 + 2 items an event, at most 49 events)',
    key: `${keyOf('feedHead')} conditioned on its position; ${keyOf('feedEvent')} per event; ${keyOf('feedPosition')} on \`attribute_not_exists(pk)\``,
    functions: [feed('appendToFeed')],
  },
  {
    pattern: 'Read a page of the event feed after a position, oldest first',
    index: 'table, Query (consistent; at most 2 a page)',
    key: `${code(`pk = ${types.feedEvent.pk}`)}, ${code('sk BETWEEN <position + 1> AND <last>')}`,
    functions: [feed('feedPage', 'newestFeedPosition')],
  },
  {
    pattern: 'Read one feed event by its id',
    index: 'table, Get of the marker, then Get of the event',
    key: `${keyOf('feedPosition')}, then ${keyOf('feedEvent')}`,
    functions: [feed('feedEventById')],
  },
];
