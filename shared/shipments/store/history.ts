import { config } from '#shared/config';
import { batchGetItems } from '#shared/data/batch-get';
import { compressJson, decompressJson } from '#shared/data/compressed-json';
import { getItem } from '#shared/data/get-item';
import { dataOf, type Item, type StoredItem } from '#shared/data/item';
import type { Page } from '#shared/data/pagination';
import { queryUpTo } from '#shared/data/query';
import type {
  ItineraryChange,
  ItineraryVersion,
  ItineraryVersionEntry,
} from '#shared/domain/itinerary-version';
import type { Move } from '#shared/domain/types';
import type { PageRef } from '#shared/shipments/store/itinerary-pages';
import {
  itineraryVersionKey,
  itineraryVersionRange,
  SHIPMENT_ENTITIES,
  shipmentKey,
} from '#shared/shipments/store/keys';

export const ITINERARY_VERSION_ENTITY = SHIPMENT_ENTITIES.itineraryVersion;

/** What a version says about itself, stored as plain attributes. */
export type ItineraryVersionSummary = Omit<ItineraryVersion, 'changes' | 'itinerary'>;

/**
 * Where a version's itinerary is: its pages in order, each named by id and
 * the version that wrote it, and the moves of the pages this version wrote.
 */
export interface VersionPages {
  pages: readonly PageRef[];
  written: Readonly<Record<string, readonly Move[]>>;
}

/** What a version's record holds, stored gzip-compressed. */
type VersionPayload = VersionPages & { changes: ItineraryChange[] };

/** The page id of an itinerary held whole by one version's record (a version no page items were written for). */
const WHOLE = '';

/**
 * A version's record: its summary, its changes and its pages. Without `pages`
 * it holds its whole itinerary as one page of its own (an event's record, a
 * test's): the same shape, nothing named elsewhere.
 */
export function itineraryVersionToItem(
  version: ItineraryVersion,
  pages: VersionPages = {
    pages: [{ id: WHOLE, version: version.version }],
    written: { [WHOLE]: version.itinerary.moves },
  },
): Item<ItineraryVersionSummary> {
  const { changes, itinerary: _, ...summary } = version;
  const payload: VersionPayload = { changes, ...pages };
  return {
    ...itineraryVersionKey(version.shipmentId, version.version),
    entity: ITINERARY_VERSION_ENTITY,
    data: summary,
    payload: compressJson(payload),
  };
}

function entryOf(item: StoredItem): { entry: ItineraryVersionEntry; payload: VersionPayload } {
  const payload = decompressJson<VersionPayload>(item.payload);
  return { entry: { ...dataOf<ItineraryVersionSummary>(item), changes: payload.changes }, payload };
}

/** Page refs of `payload` held by other records than its own. */
const heldElsewhere = (version: number, payload: VersionPayload): number[] => [
  ...new Set(payload.pages.filter((ref) => ref.version !== version).map((ref) => ref.version)),
];

/**
 * Rebuilds a version from its record and the records of the versions it names
 * (`others`, by version number): its pages in order, each from the record
 * that wrote it. The one way a version's itinerary is read.
 */
function rebuildVersion(item: StoredItem, others: ReadonlyMap<number, StoredItem>): ItineraryVersion {
  const { entry, payload } = entryOf(item);
  const payloads = new Map([[entry.version, payload]]);
  for (const [version, other] of others) payloads.set(version, entryOf(other).payload);
  const moves = payload.pages.flatMap((ref) => {
    const held = payloads.get(ref.version)?.written[ref.id];
    if (held === undefined) {
      throw new Error(
        `Page ${ref.id} of version ${entry.version} of shipment ${entry.shipmentId} is not in version ${ref.version}.`,
      );
    }
    return held;
  });
  return { ...entry, itinerary: { moves } };
}

/**
 * The version a record holds when it holds every page of its itinerary (an
 * event's record made whole by `withWholeItinerary`, the first version),
 * its payload as the document client or a stream record gives it (bytes or base64).
 */
export function wholeItineraryVersionOf(item: StoredItem): ItineraryVersion {
  return rebuildVersion(item, new Map());
}

/** The version an item holds, with its whole itinerary: the other pages from the records it names (one BatchGet). */
export async function itineraryVersionFromItem(item: StoredItem): Promise<ItineraryVersion> {
  const { entry, payload } = entryOf(item);
  const others = heldElsewhere(entry.version, payload);
  const records = await batchGetItems(
    config.tableName,
    others.map((version) => itineraryVersionKey(entry.shipmentId, version)),
  );
  return rebuildVersion(
    item,
    new Map(records.map((record) => [dataOf<ItineraryVersionSummary>(record).version, record])),
  );
}

/** A version's record as stored, or undefined: `itineraryVersionFromItem` makes it whole. */
export function getItineraryVersionItem(
  shipmentId: string,
  version: number,
): Promise<StoredItem | undefined> {
  return getItem(itineraryVersionKey(shipmentId, version));
}

/**
 * The moves a record holds itself, and whether they are its whole itinerary
 * (else the other pages are in the records it names).
 */
export function movesHeldBy(item: StoredItem): { moves: Move[]; whole: boolean } {
  const { entry, payload } = entryOf(item);
  return {
    moves: Object.values(payload.written).flat(),
    whole: heldElsewhere(entry.version, payload).length === 0,
  };
}

/** One version of a shipment's itinerary, whole, or undefined. */
export async function getItineraryVersion(
  shipmentId: string,
  version: number,
): Promise<ItineraryVersion | undefined> {
  const item = await getItineraryVersionItem(shipmentId, version);
  return item === undefined ? undefined : await itineraryVersionFromItem(item);
}

/**
 * GET history: up to `limit` versions numbered `newest` and below, newest
 * first. The range starts at a version number, not at an offset to skip, so a
 * page costs the same whatever the number of versions before it.
 */
export async function listItineraryVersionsFrom(
  shipmentId: string,
  newest: number,
  limit: number,
): Promise<Page<ItineraryVersionEntry>> {
  if (newest < 1) return { items: [], hasMore: false };
  const range = itineraryVersionRange(1, newest);
  const items = await queryUpTo(
    {
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :newest',
      ExpressionAttributeValues: {
        ':pk': shipmentKey(shipmentId).pk,
        ':first': range.from,
        ':newest': range.to,
      },
      ScanIndexForward: false,
    },
    limit + 1,
  );
  return { items: items.slice(0, limit).map((item) => entryOf(item).entry), hasMore: items.length > limit };
}

/**
 * A version record as the stream gave it, made whole: the outbound events of a
 * version carry its whole itinerary. Any other item is returned as it is.
 */
export async function withWholeItinerary(item: StoredItem): Promise<StoredItem> {
  if (item.entity !== ITINERARY_VERSION_ENTITY) return item;
  const { entry, payload } = entryOf(item);
  if (heldElsewhere(entry.version, payload).length === 0) return item;
  return { ...item, ...itineraryVersionToItem(await itineraryVersionFromItem(item)) };
}
