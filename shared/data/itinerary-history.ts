import { config } from '#shared/config';
import type { ItineraryChange, ItineraryVersion } from '#shared/domain/itinerary-version';
import type { Itinerary } from '#shared/domain/types';
import { compressJson, decompressJson } from './compressed-json';
import { getItem } from './get-item';
import { dataOf, type Item, type StoredItem } from './item';
import { ENTITY, itineraryVersionKey, itineraryVersionRange, shipmentKey } from './keys';
import type { Page } from './pagination';
import { queryUpTo } from './query';

export const ITINERARY_VERSION_ENTITY = ENTITY.itineraryVersion;

/** What a version says about itself, stored as plain attributes. */
export type ItineraryVersionSummary = Omit<ItineraryVersion, 'changes' | 'itinerary'>;

/** What a version holds: stored gzip-compressed, since it repeats the itinerary whole. */
interface VersionPayload {
  changes: ItineraryChange[];
  itinerary: Itinerary;
}

export function itineraryVersionToItem(version: ItineraryVersion): Item<ItineraryVersionSummary> {
  const { changes, itinerary, ...summary } = version;
  const payload: VersionPayload = { changes, itinerary };
  return {
    ...itineraryVersionKey(version.shipmentId, version.version),
    entity: ITINERARY_VERSION_ENTITY,
    data: summary,
    payload: compressJson(payload),
  };
}

/** The version an item holds; its payload as the document client or a stream record gives it (bytes or base64). */
export function itineraryVersionFromItem(item: StoredItem): ItineraryVersion {
  const payload = decompressJson<VersionPayload>(item.payload);
  return { ...dataOf<ItineraryVersionSummary>(item), ...payload };
}

/** GET history/{version}: one version of a shipment's itinerary, or undefined. */
export async function getItineraryVersion(
  shipmentId: string,
  version: number,
): Promise<ItineraryVersion | undefined> {
  const item = await getItem(itineraryVersionKey(shipmentId, version));
  return item === undefined ? undefined : itineraryVersionFromItem(item);
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
): Promise<Page<ItineraryVersion>> {
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
  return { items: items.slice(0, limit).map(itineraryVersionFromItem), hasMore: items.length > limit };
}
