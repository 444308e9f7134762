import { config } from '#shared/config';
import type {
  ItineraryChange,
  ItineraryVersion,
  ItineraryVersionEntry,
} from '#shared/domain/itinerary-version';
import type { Itinerary, Move } from '#shared/domain/types';
import { batchGetItems } from './batch-get';
import { compressJson, decompressJson } from './compressed-json';
import { getItem } from './get-item';
import { dataOf, type Item, type StoredItem } from './item';
import { pagesOf } from './itinerary-pages';
import { ENTITY, itineraryVersionKey, itineraryVersionRange, shipmentKey } from './keys';
import type { Page } from './pagination';
import { queryUpTo } from './query';

export const ITINERARY_VERSION_ENTITY = ENTITY.itineraryVersion;

/** What a version says about itself, stored as plain attributes. */
export type ItineraryVersionSummary = Omit<ItineraryVersion, 'changes' | 'itinerary'>;

/**
 * What a version holds, stored gzip-compressed: its change list and either the
 * whole itinerary, or (`pages`) the version each page of it was written at
 * and the pages written by this version (`written`, by page number): the
 * others are in the records of the versions named.
 */
type VersionPayload =
  | { changes: ItineraryChange[]; itinerary: Itinerary }
  | { changes: ItineraryChange[]; pages: number[]; written: Record<string, Move[]> };

/**
 * A version's record. With `pages` (the version each page of its itinerary
 * was written at, as the shipment item names them) it holds only the pages
 * this version wrote; without, or when it wrote them all, the whole itinerary.
 */
export function itineraryVersionToItem(
  version: ItineraryVersion,
  pages?: readonly number[],
): Item<ItineraryVersionSummary> {
  const { changes, itinerary, ...summary } = version;
  const whole = pages === undefined || pages.every((written) => written === version.version);
  const payload: VersionPayload = whole
    ? { changes, itinerary }
    : {
        changes,
        pages: [...pages],
        written: Object.fromEntries(
          pagesOf(itinerary).flatMap((moves, page) =>
            pages[page] === version.version ? [[String(page), moves]] : [],
          ),
        ),
      };
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

/**
 * The version a record holding its whole itinerary holds (the import's, a
 * first version's, or one completed by `itineraryVersionFromItem`), its
 * payload as the document client or a stream record gives it (bytes or base64).
 */
export function wholeItineraryVersionOf(item: StoredItem): ItineraryVersion {
  const { entry, payload } = entryOf(item);
  if (!('itinerary' in payload)) {
    throw new Error(
      `Version ${entry.version} of shipment ${entry.shipmentId} holds only the pages it wrote.`,
    );
  }
  return { ...entry, itinerary: payload.itinerary };
}

/**
 * The version an item holds, with its whole itinerary: a record that holds
 * only the pages it wrote reads the others from the records it names (one
 * BatchGet).
 */
export async function itineraryVersionFromItem(item: StoredItem): Promise<ItineraryVersion> {
  const { entry, payload } = entryOf(item);
  if ('itinerary' in payload) return { ...entry, itinerary: payload.itinerary };
  const others = [...new Set(payload.pages.filter((version) => version !== entry.version))];
  const records = new Map(
    (
      await batchGetItems(
        config.tableName,
        others.map((version) => itineraryVersionKey(entry.shipmentId, version)),
      )
    )
      .map((other) => entryOf(other))
      .map(({ entry: other, payload: held }) => [other.version, held]),
  );
  const moves = payload.pages.flatMap((version, page) => {
    const held = version === entry.version ? payload : records.get(version);
    if (held === undefined) {
      throw new Error(
        `Version ${version} of shipment ${entry.shipmentId}, which holds page ${page}, is missing.`,
      );
    }
    return 'itinerary' in held ? (pagesOf(held.itinerary)[page] ?? []) : (held.written[String(page)] ?? []);
  });
  return { ...entry, itinerary: { moves } };
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
  const { payload } = entryOf(item);
  return 'itinerary' in payload
    ? { moves: payload.itinerary.moves, whole: true }
    : { moves: Object.values(payload.written).flat(), whole: false };
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
  if (item.entity !== ITINERARY_VERSION_ENTITY || 'itinerary' in entryOf(item).payload) return item;
  return { ...item, ...itineraryVersionToItem(await itineraryVersionFromItem(item)) };
}
