import type { OutboundEventType } from '#shared/domain/outbound-event';
import type { DocumentType, EquipmentKind } from '#shared/domain/types';
import { rankKey } from './collection-ranks';
import type { ItemKey } from './item';

/**
 * The keys of the single table: every item type with its key templates, and
 * the functions that build each key. No key string is built anywhere else.
 * `docs/data-model.md`'s tables are generated from `itemTypes()` (`npm run
 * docs:data-model`), and a unit test checks that what the functions build
 * matches the templates.
 */

/** The `entity` attribute of each item type; most item types' keys start with it too. */
export const ENTITY = {
  settings: 'SETTINGS',
  storageSchema: 'STORAGE-SCHEMA',
  shipment: 'SHIPMENT',
  itineraryPage: 'ITINERARY_PAGE',
  planEntry: 'PLAN',
  nonShipmentEvent: 'NSEVENT',
  equipmentUse: 'USE',
  itineraryVersion: 'ITINERARY_VERSION',
  document: 'DOC',
  upload: 'UPLOAD',
  submission: 'SUBMISSION',
  webhook: 'WEBHOOK',
  listener: 'WEBHOOK-EVENT',
  ownedWebhook: 'WEBHOOK-OWNED',
  client: 'CLIENT',
  delivery: 'DELIVERY',
  pendingDelivery: 'PENDING-DELIVERY',
  count: 'COUNT',
  hole: 'HOLE',
  feedEvent: 'FEED-EVENT',
  feedHead: 'FEED-HEAD',
  feedPosition: 'FEED-POSITION',
} as const;

/** Per kind of master data: the prefix of its partition keys, also its items' `entity`. */
export const MASTER_PREFIXES = {
  customer: 'CUSTOMER',
  driver: 'DRIVER',
  carrier: 'CARRIER',
  site: 'SITE',
  yard: 'YARD',
  crossDock: 'CROSSDOCK',
  tractor: 'TRACTOR',
  chassis: 'CHASSIS',
  container: 'CONTAINER',
  trailer: 'TRAILER',
} as const;
type MasterPrefixKind = keyof typeof MASTER_PREFIXES;

/** Index partitions of ranked collections start with it; so does their count item's partition. */
const COLLECTION = 'COLLECTION';
const PENDING = 'PENDING';
const VERSION = 'VERSION';
/** An itinerary page's sort key: after `DOC#`, before `SHIPMENT`, so one range reads a shipment with its pages. */
const ITINERARY = 'ITINERARY';
/** Powertools prefixes each hashed idempotency key with it (`<prefix>#<hash>`). */
export const IDEMPOTENCY_KEY_PREFIX = 'IDEMPOTENCY';
/** The last date a plan range can name: a range without an end reads up to it. */
const LAST_DATE = '9999-12-31';
/** Versions are zero-padded so that the sort key orders them by number. */
const VERSION_DIGITS = 10;

/** Sorts after every character of a stored date, time or id: the open upper end of a key range. */
export const SORTS_LAST = '\uffff';

const join = (...parts: string[]) => parts.join('#');

/** A key range of sort keys, both ends included (`BETWEEN`). */
export interface SortKeyRange {
  from: string;
  to: string;
}

// Settings

export const settingsKey: ItemKey = { pk: ENTITY.settings, sk: ENTITY.settings };

/** The marker of the storage schema a table was loaded with. */
export const storageSchemaKey: ItemKey = { pk: ENTITY.storageSchema, sk: ENTITY.storageSchema };

// Master data

/**
 * The partition of one master record. Items about the record live there too:
 * a driver's plan entries and event pointers, a piece of equipment's uses.
 */
export function masterPartition(kind: MasterPrefixKind, id: string): string {
  return join(MASTER_PREFIXES[kind], id);
}

export function masterRecordKey(kind: MasterPrefixKind, id: string): ItemKey {
  return { pk: masterPartition(kind, id), sk: MASTER_PREFIXES[kind] };
}

/** The index partition of a kind's collection, ranked in id order. */
export function masterCollectionPartition(kind: MasterPrefixKind): string {
  return join(COLLECTION, MASTER_PREFIXES[kind]);
}

// Shipments and their partitions

/** A shipment's item; its partition also holds its documents and its itinerary's versions. */
export function shipmentKey(id: string): ItemKey {
  return { pk: join(ENTITY.shipment, id), sk: ENTITY.shipment };
}

/** The index partition of the shipment collection, ranked oldest (0) to newest. */
export const SHIPMENT_COLLECTION = join(COLLECTION, ENTITY.shipment);

/** A page of a shipment's itinerary, by its id (its first move's key), in the shipment's partition. */
export function itineraryPageKey(shipmentId: string, pageId: string): ItemKey {
  return { pk: shipmentKey(shipmentId).pk, sk: join(ITINERARY, pageId) };
}

/** The sort keys of a shipment's itinerary pages and its item, and of nothing else in its partition. */
export function shipmentWithPagesRange(): SortKeyRange {
  return { from: join(ITINERARY, ''), to: ENTITY.shipment };
}

/**
 * Where creation order puts an entity: creation time, then id to break ties.
 * Shipments are ranked by it; submissions, subscriptions and pending deliveries
 * are listed by it.
 */
export function creationOrderKey({ createdAt, id }: { createdAt: string; id: string }): string {
  return join(createdAt, id);
}

const versionSortKey = (version: number) => join(VERSION, String(version).padStart(VERSION_DIGITS, '0'));

/** A shipment's versions live in the shipment's partition, after its other items. */
export function itineraryVersionKey(shipmentId: string, version: number): ItemKey {
  return { pk: shipmentKey(shipmentId).pk, sk: versionSortKey(version) };
}

/** The sort keys of a shipment's versions `first` to `last`. */
export function itineraryVersionRange(first: number, last: number): SortKeyRange {
  return { from: versionSortKey(first), to: versionSortKey(last) };
}

/** In the shipment's partition, so that one Query lists the types a shipment has. */
export function documentKey(shipmentId: string, type: DocumentType): ItemKey {
  return { pk: shipmentKey(shipmentId).pk, sk: join(ENTITY.document, type) };
}

/** What the sort key of every document of a shipment starts with. */
export const DOCUMENT_SORT_PREFIX = join(ENTITY.document, '');

// Moves: plan entries, non-shipment events, equipment uses

/**
 * Identifies a move among all of a driver's or a piece of equipment's moves, in
 * the sort keys of plan entries and equipment uses: a shipment move by its
 * stored key (`move-keys.ts`), which survives edits to the other moves and
 * sorts as the itinerary does.
 */
export function shipmentMoveKey(shipmentId: string, moveKey: string): string {
  return join('S', shipmentId, moveKey);
}

export function nonShipmentMoveKey(moveId: string): string {
  return join('N', moveId);
}

/** Sorted by planned date, then start time: one Query reads a date range in plan order. */
export function planEntryKeyAt(
  driverId: string,
  at: { plannedDate: string; startTime: string; moveKey: string },
): ItemKey {
  return {
    pk: masterPartition('driver', driverId),
    sk: join(ENTITY.planEntry, at.plannedDate, at.startTime, at.moveKey),
  };
}

/** The sort keys of a driver's plan entries from `startDate` to `endDate` (open-ended without it). */
export function planRange(startDate: string, endDate: string | undefined): SortKeyRange {
  return {
    from: join(ENTITY.planEntry, startDate),
    to: join(ENTITY.planEntry, endDate ?? LAST_DATE, SORTS_LAST),
  };
}

/** What the sort key of every plan entry of a driver starts with. */
export const PLAN_SORT_PREFIX = join(ENTITY.planEntry, '');

/** Finds a non-shipment event's move from the event id alone: the move is keyed by date and time. */
export function nonShipmentEventKey(driverId: string, eventId: string): ItemKey {
  return { pk: masterPartition('driver', driverId), sk: join(ENTITY.nonShipmentEvent, eventId) };
}

/**
 * In the equipment's partition, by the (UTC) date the use ends: every use that
 * could overlap a time is one key range, from that time's date on.
 */
export function equipmentUseKeyAt(
  equipment: { kind: EquipmentKind; id: string },
  at: { endDate: string; moveKey: string },
): ItemKey {
  return {
    pk: masterPartition(equipment.kind, equipment.id),
    sk: join(ENTITY.equipmentUse, at.endDate, at.moveKey),
  };
}

/** The sort keys of a piece of equipment's uses ending on or after `fromDate` (empty: all of them). */
export function equipmentUsesEndingFrom(fromDate: string): SortKeyRange {
  return { from: join(ENTITY.equipmentUse, fromDate), to: join(ENTITY.equipmentUse, SORTS_LAST) };
}

// Documents

/** One key of the drop bucket that `POST /images/uploads` handed out. */
export function issuedUploadKey(bucket: string, key: string): ItemKey {
  return { pk: join(ENTITY.upload, `${bucket}/${key}`), sk: ENTITY.upload };
}

export function submissionKey(id: string): ItemKey {
  return { pk: join(ENTITY.submission, id), sk: ENTITY.submission };
}

/** Index partition of the submissions still pending, oldest first (the local worker resumes them). */
export const PENDING_SUBMISSIONS = join(PENDING, ENTITY.submission);

// Idempotency

/** The record of a hashed idempotency key (`IDEMPOTENCY#<hash>`, as Powertools builds it). */
export function idempotencyRecordKey(hashedKey: string): ItemKey {
  return { pk: hashedKey, sk: IDEMPOTENCY_KEY_PREFIX };
}

// Machine clients

export function clientRecordKey(id: string): ItemKey {
  return { pk: join(ENTITY.client, id), sk: ENTITY.client };
}

// Webhooks

export function subscriptionKey(id: string): ItemKey {
  return { pk: join(ENTITY.webhook, id), sk: ENTITY.webhook };
}

/** The index partition of every subscription, ranked in creation order (with holes where deleted ones were). */
export const SUBSCRIPTION_COLLECTION = join(COLLECTION, ENTITY.webhook);

/** The index partition of a client's own subscriptions, ranked in creation order (with holes). */
export function ownedSubscriptionCollection(owner: { type: string; id: string }): string {
  return join(COLLECTION, ownedSubscriptionsPartition(owner));
}

/** The partition of an owner's copies of its subscriptions, in creation order. */
export function ownedSubscriptionsPartition(owner: { type: string; id: string }): string {
  return join(ENTITY.ownedWebhook, owner.type, owner.id);
}

/** A client's copy of its subscription; people's subscriptions have none (dispatchers list them all). */
export function ownedSubscriptionKey(
  owner: { type: string; id: string },
  subscription: { createdAt: string; id: string },
): ItemKey {
  return { pk: ownedSubscriptionsPartition(owner), sk: creationOrderKey(subscription) };
}

/** The partition of the listener items of an event type: the fan-out reads it with one Query. */
export function listenersPartition(type: OutboundEventType): string {
  return join(ENTITY.listener, type);
}

/** One item per (event type, subscription). */
export function listenerKey(type: OutboundEventType, subscriptionId: string): ItemKey {
  return { pk: listenersPartition(type), sk: join(ENTITY.webhook, subscriptionId) };
}

/** In the subscription's partition, newest event last in key order. */
export function deliveryKey(ref: {
  subscriptionId: string;
  eventId: string;
  eventTimestamp: string;
}): ItemKey {
  return {
    pk: subscriptionKey(ref.subscriptionId).pk,
    sk: join(ENTITY.delivery, ref.eventTimestamp, ref.eventId),
  };
}

/**
 * Index partition of a subscription's deliveries, ranked 0, 1, 2, ... in the
 * order they were recorded; its count item is the counter that hands out ranks.
 */
export function deliveryCollection(subscriptionId: string): string {
  return join(COLLECTION, ENTITY.delivery, subscriptionId);
}

/** Partition of markers of the resumable deliveries still pending, oldest first. */
export const PENDING_DELIVERIES = join(PENDING, 'WEBHOOK-DELIVERY');

export function pendingDeliveryKey(delivery: { createdAt: string; id: string }): ItemKey {
  return { pk: PENDING_DELIVERIES, sk: creationOrderKey(delivery) };
}

/**
 * Every partition of the item types whose partition keys are `<entity>#<id>`,
 * as an IAM `dynamodb:LeadingKeys` pattern: what a function limited to them may reach.
 */
export function everyPartitionOf(type: 'client' | 'webhook' | 'listener' | 'shipment'): string {
  return join(ENTITY[type], '*');
}

// Event feed

/** The one partition of the feed: its events in position order, the head item beside them. */
export const FEED = ENTITY.feedEvent;

/** Positions as fixed-width digits, so that key order is position order. */
export function feedEventKey(position: number): ItemKey {
  return { pk: FEED, sk: String(position).padStart(16, '0') };
}

/** The last position handed out: the one item every append is conditioned on. */
export function feedHeadKey(): ItemKey {
  return { pk: FEED, sk: ENTITY.feedHead };
}

/** Where an event id was appended: makes an append of the same event again a no-op, and `GET /events/{id}` one read. */
export function feedPositionKey(eventId: string): ItemKey {
  return { pk: join(ENTITY.feedPosition, eventId), sk: ENTITY.feedPosition };
}

/** Every position item's partition, as an IAM `dynamodb:LeadingKeys` pattern. */
export function everyFeedPosition(): string {
  return join(ENTITY.feedPosition, '*');
}

// Ranked collections

/** The item that holds how many members a ranked collection has. */
export function collectionCountKey(collection: string): ItemKey {
  return { pk: collection, sk: ENTITY.count };
}

/** Beside the count item: marks `rank` as the rank of a deleted member (collection-holes.ts). */
export function collectionHoleKey(collection: string, rank: number): ItemKey {
  return { pk: collection, sk: join(ENTITY.hole, rankKey(rank)) };
}

/** One item type of the table, as docs/data-model.md describes it. */
export interface ItemType {
  /** What it is, where its `entity` does not say. */
  kind?: string;
  /** Its `entity` attribute; null when it has none (Powertools writes it). */
  entity: string | null;
  /** Attributes it has besides its keys, `entity`, `data` (and `version` where named). */
  also?: string;
  /** Its partition key, or the partition keys it may have. */
  pk: string | readonly string[];
  sk: string;
  gsi1?: { pk: string; sk: string; when?: string };
  /** What it holds. */
  data: string;
}

const RANK = (order: string) => `<rank in ${order}, 10 digits>`;
const CREATION_ORDER = '<createdAt>#<id>';
const MASTER_COLLECTIONS = join(COLLECTION, '<PREFIX>');
const DELIVERY_COLLECTIONS = join(COLLECTION, ENTITY.delivery, '<subscriptionId>');
const OWNED_COLLECTIONS = join(COLLECTION, ENTITY.ownedWebhook, 'client', '<clientId>');

/**
 * Every item type, in the order the data model lists them: a function, so that
 * a bundle that only builds keys leaves the descriptions out.
 */
export function itemTypes() {
  return {
    settings: {
      entity: ENTITY.settings,
      pk: ENTITY.settings,
      sk: ENTITY.settings,
      data: '`Settings`',
    },
    storageSchema: {
      entity: ENTITY.storageSchema,
      pk: ENTITY.storageSchema,
      sk: ENTITY.storageSchema,
      data: '`{ version }`: the storage schema the data set was loaded with (`tools/data-file/storage-schema.ts`); the local server refuses a table of another',
    },
    masterRecord: {
      kind: 'master record',
      entity: '<PREFIX>',
      pk: '<PREFIX>#<id>',
      sk: '<PREFIX>',
      gsi1: { pk: MASTER_COLLECTIONS, sk: RANK('id order') },
      data: '`Customer`, `Driver`, `Carrier`, `Location` or `Equipment`',
    },
    shipment: {
      entity: ENTITY.shipment,
      also: '`version`, `pages`, `staging` or `settling` during a staged write',
      pk: join(ENTITY.shipment, '<id>'),
      sk: ENTITY.shipment,
      gsi1: { pk: SHIPMENT_COLLECTION, sk: RANK('creation order') },
      data: "`Shipment`: the shipment's facts; `pages` lists its itinerary's pages in order, `{ id, version }`: the page's id and the version that wrote it",
    },
    itineraryPage: {
      entity: ENTITY.itineraryPage,
      also: '`version`, `payload`',
      pk: join(ENTITY.shipment, '<shipmentId>'),
      sk: join(ITINERARY, '<page id>'),
      data: "`{ id }`: the key of its first move (`^` for the first page); `payload` (binary) is the gzip of the JSON `{ keys, moves }` of a run of about 16 consecutive moves (a page starts where a move's key draws one) and their keys; `version` is the one that wrote it",
    },
    planEntry: {
      entity: ENTITY.planEntry,
      also: '`version`, `changedAt` on non-shipment moves; `staged` during a staged write',
      pk: join(MASTER_PREFIXES.driver, '<driverId>'),
      sk: join(ENTITY.planEntry, '<plannedDate>', '<firstEventTime>', '<moveKey>'),
      data: "`PlanEntry`: a copy of a shipment move with shipment id, order number and the move's stored key, or a non-shipment move itself",
    },
    nonShipmentEvent: {
      entity: ENTITY.nonShipmentEvent,
      pk: join(MASTER_PREFIXES.driver, '<driverId>'),
      sk: join(ENTITY.nonShipmentEvent, '<eventId>'),
      data: '`{ driverId, eventId, move }`: `move` is the key of the plan entry holding the event',
    },
    equipmentUse: {
      entity: ENTITY.equipmentUse,
      also: '`staged` during a staged write',
      pk: '<KIND>#<equipmentId>',
      sk: join(ENTITY.equipmentUse, '<endDate>', '<moveKey>'),
      data: '`EquipmentUse`: equipment, assignee, move (stored key or non-shipment move id), planned date, window',
    },
    itineraryVersion: {
      entity: ENTITY.itineraryVersion,
      also: '`payload`',
      pk: join(ENTITY.shipment, '<shipmentId>'),
      sk: join(VERSION, `<version, ${VERSION_DIGITS} digits>`),
      data: "`{ shipmentId, version, etag, changedAt, changedBy, source }`; `payload` (binary) is the gzip of the JSON `{ changes, pages, written }`: the version's pages in order (`{ id, version }`, as the shipment item names them) and the moves of those this version wrote, by page id",
    },
    document: {
      entity: ENTITY.document,
      pk: join(ENTITY.shipment, '<shipmentId>'),
      sk: join(ENTITY.document, '<type>'),
      data: '`StoredDocument`: submission id and its `createdAt` (`submittedAt`, empty for imported documents), bucket, page object keys and content types in page order',
    },
    upload: {
      entity: ENTITY.upload,
      also: '`expiresAtEpoch`',
      pk: join(ENTITY.upload, '<bucket>/<key>'),
      sk: ENTITY.upload,
      data: '`IssuedUpload`: a key `POST /images/uploads` chose, its caller, what was declared for it (context, shipment, type, media type, size), `keptUntil` (24 h) and, once submitted, `submittedIn` (the id of its submission; the record then loses `expiresAtEpoch` and lives as long as the submission)',
    },
    submission: {
      entity: ENTITY.submission,
      pk: join(ENTITY.submission, '<id>'),
      sk: ENTITY.submission,
      gsi1: { pk: PENDING_SUBMISSIONS, sk: CREATION_ORDER, when: 'while pending' },
      data: '`DocumentSubmission`: shipment, type, `pending`/`completed`/`failed`, reason, `submittedBy`, `requestedBy` (token role and driver id or subject), source (bucket and keys, or URLs), page count, `createdAt`, `completedAt`',
    },
    idempotencyRecord: {
      kind: 'idempotency record',
      entity: null,
      also: '`status`, `expiresAtEpoch`, `inProgressExpiresAt`, `payloadHash`, `claimToken`, `committedAt`',
      pk: join(IDEMPOTENCY_KEY_PREFIX, '<sha-256 of caller kind and id, method, path, key>'),
      sk: IDEMPOTENCY_KEY_PREFIX,
      data: "Powertools' idempotency record of a keyed request: its status, the stored response under `data` (its body as the JSON text sent), the claiming request's `claimToken`, and `committedAt` once its change committed; TTL removes it after 24 h",
    },
    webhook: {
      entity: ENTITY.webhook,
      also: "`version`, `ownedRank` on a client's",
      pk: join(ENTITY.webhook, '<id>'),
      sk: ENTITY.webhook,
      gsi1: { pk: SUBSCRIPTION_COLLECTION, sk: RANK('creation order') },
      data: '`WebhookSubscription`: url, event types, description, secret (`whsec_…`, never rendered after creation), owner, `createdAt`',
    },
    listener: {
      entity: ENTITY.listener,
      pk: join(ENTITY.listener, '<type>'),
      sk: join(ENTITY.webhook, '<subscriptionId>'),
      data: "`{ subscriptionId, owner }`: one per event type a subscription listens to, written in the subscription's transactions",
    },
    ownedWebhook: {
      entity: ENTITY.ownedWebhook,
      pk: join(ENTITY.ownedWebhook, 'client', '<clientId>'),
      sk: CREATION_ORDER,
      gsi1: { pk: OWNED_COLLECTIONS, sk: RANK("the client's creation order") },
      data: "`WebhookSubscription`: a machine client's copy of its own subscription, written in the subscription's transactions (people's subscriptions have none)",
    },
    client: {
      entity: ENTITY.client,
      pk: join(ENTITY.client, '<clientId>'),
      sk: ENTITY.client,
      data: "`ClientRecord`: a machine client's id, name, current scopes and `createdAt`, written by the integrations command (docs/integrations.md)",
    },
    delivery: {
      entity: ENTITY.delivery,
      also: '`expiresAtEpoch`, `resumable` on in-process deliveries',
      pk: join(ENTITY.webhook, '<subscriptionId>'),
      sk: join(ENTITY.delivery, '<event timestamp>', '<event id>'),
      gsi1: { pk: DELIVERY_COLLECTIONS, sk: RANK('recording order') },
      data: '`WebhookDelivery`: `id` (the `webhook-id`, from event and subscription), event id, type, timestamp and data, `pending`/`delivered`/`failed`, attempts, `lastResponseStatus`, `createdAt`; removed by TTL 30 days after creation',
    },
    pendingDelivery: {
      entity: ENTITY.pendingDelivery,
      also: '`expiresAtEpoch`',
      pk: PENDING_DELIVERIES,
      sk: CREATION_ORDER,
      data: '`{ subscriptionId, eventId, eventTimestamp }` of an in-process delivery still pending; deleted when it settles, else expires with it',
    },
    feedEvent: {
      entity: ENTITY.feedEvent,
      also: '`position`, `expiresAtEpoch`',
      pk: ENTITY.feedEvent,
      sk: '<position, 16 digits>',
      data: '`OutboundEvent` `{ id, type, timestamp, data }` at its feed position; removed by TTL after `eventRetentionDays`',
    },
    feedHead: {
      entity: ENTITY.feedHead,
      pk: ENTITY.feedEvent,
      sk: ENTITY.feedHead,
      data: '`{ position }`: the last feed position handed out; every append is conditioned on it, so positions become visible in order',
    },
    feedPosition: {
      entity: ENTITY.feedPosition,
      also: '`expiresAtEpoch`',
      pk: join(ENTITY.feedPosition, '<eventId>'),
      sk: ENTITY.feedPosition,
      data: '`{ position }` of an appended event: an event appended again is dropped; removed by TTL with the event',
    },
    count: {
      entity: ENTITY.count,
      pk: [
        MASTER_COLLECTIONS,
        SHIPMENT_COLLECTION,
        DELIVERY_COLLECTIONS,
        SUBSCRIPTION_COLLECTION,
        OWNED_COLLECTIONS,
      ],
      sk: ENTITY.count,
      data: '`{ count }`: members of the ranked collection (for deliveries and subscriptions: ranks ever handed out)',
    },
    hole: {
      entity: ENTITY.hole,
      pk: [SUBSCRIPTION_COLLECTION, OWNED_COLLECTIONS],
      sk: join(ENTITY.hole, '<rank, 10 digits>'),
      data: "`{ rank }`: the rank of a deleted subscription, put in the delete's transaction",
    },
  } as const satisfies Record<string, ItemType>;
}

export type ItemTypeName = keyof ReturnType<typeof itemTypes>;
