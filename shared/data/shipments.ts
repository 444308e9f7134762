import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import type { EquipmentUseDerivation, Itinerary, Shipment, StoredShipment } from '#shared/domain/types';
import { rankKey } from './collection-ranks';
import { compressJson, decompressJson } from './compressed-json';
import { equipmentUseToItem } from './equipment-uses';
import { getItem } from './get-item';
import { dataOf, type Item, type StoredItem } from './item';
import { itineraryVersionToItem } from './itinerary-history';
import { ENTITY, SHIPMENT_COLLECTION, shipmentKey } from './keys';
import type { Page, PageRequest } from './pagination';
import { planEntriesOfShipment, planEntryToItem } from './plans';
import { pageInReverseRankOrder, rankedIndexKeys, rankOfItem } from './ranked-collection';
import { writeNextVersion } from './transact';

/**
 * A shipment as stored, with the version its itinerary is at (the ETag's
 * source) and its rank in creation order (the loader assigns it; a shipment
 * without one is not listed).
 */
export interface ShipmentRecord {
  shipment: StoredShipment;
  version: number;
  rank?: number | undefined;
}

/**
 * The shipment's item: its facts under `data`, its itinerary gzip-compressed
 * under `payload`, so that a write costs what the compressed itinerary weighs
 * (a 50-move itinerary: about 24 KB as JSON, 1.5 KB compressed).
 */
export function shipmentToItem({ shipment, version, rank }: ShipmentRecord): Item<Shipment> {
  const { itinerary, ...facts } = shipment;
  return {
    ...shipmentKey(shipment.id),
    // Newest first is this index read backwards from the highest rank.
    ...(rank !== undefined && rankedIndexKeys(SHIPMENT_COLLECTION, rank)),
    entity: ENTITY.shipment,
    version,
    data: facts,
    payload: compressJson(itinerary),
  };
}

/** A shipment item; one stored before itineraries were compressed holds it under `data`. */
export function shipmentFromItem(item: StoredItem): ShipmentRecord {
  const facts = dataOf<Shipment & { itinerary?: Itinerary }>(item);
  const itinerary = item.payload === undefined ? facts.itinerary! : decompressJson<Itinerary>(item.payload);
  return { shipment: { ...facts, itinerary }, version: item.version as number, rank: rankOfItem(item) };
}

/**
 * Every item a shipment's state consists of: the shipment with its itinerary,
 * and the driver plan entries and equipment uses the itinerary implies.
 */
export function itemsOfShipment(record: ShipmentRecord, uses: EquipmentUseDerivation): Item[] {
  return [
    shipmentToItem(record),
    ...planEntriesOfShipment(record.shipment).map((entry) => planEntryToItem(entry)),
    ...uses.ofShipment(record.shipment).map(equipmentUseToItem),
  ];
}

/** GET /shipments/{id} and GET itinerary: the shipment with its itinerary, or undefined. */
export async function getShipment(id: string): Promise<ShipmentRecord | undefined> {
  const item = await getItem(shipmentKey(id));
  return item === undefined ? undefined : shipmentFromItem(item);
}

/** GET /shipments: one page, most recently created first, at the same cost at any offset. */
export async function listShipmentsNewestFirst(page: PageRequest): Promise<Page<StoredShipment>> {
  const { items, hasMore } = await pageInReverseRankOrder(SHIPMENT_COLLECTION, page);
  return { items: items.map((item) => shipmentFromItem(item).shipment), hasMore };
}

/**
 * PUT itinerary: stores `next` (validated against `previous`) as the shipment's
 * version `history.version` (the one after `previous`), with the driver plan
 * entries and equipment uses it implies and its version record, in one
 * transaction that fails with ConcurrentUpdateError when the shipment changed
 * since `previous` was read, its rank included.
 */
export async function putShipmentWithItinerary(
  previous: ShipmentRecord,
  next: StoredShipment,
  uses: EquipmentUseDerivation,
  history: ItineraryVersion,
): Promise<ShipmentRecord> {
  return writeNextVersion(
    shipmentKey(next.id),
    previous,
    { shipment: next, version: history.version, rank: previous.rank },
    (record) => itemsOfShipment(record, uses),
    [itineraryVersionToItem(history)],
    // Written back at the rank it was read with, unless a load moved it meanwhile.
    { gsi1sk: previous.rank === undefined ? undefined : rankKey(previous.rank) },
  );
}
