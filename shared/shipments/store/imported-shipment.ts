import { markedCreation, type RankedCreation, writtenCreation } from '#shared/data/marked-creations';
import { assertWithinWriteLimits } from '#shared/data/write-limits';
import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import type { EquipmentUseDerivation, StoredShipment } from '#shared/domain/types';
import { shipmentKey } from '#shared/shipments/store/keys';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import {
  derivedItemsOfShipment,
  type ShipmentRecord,
  shipmentStateItems,
  shipmentToItem,
  versionRecordItem,
} from '#shared/shipments/store/shipments';

/** The items of a creation in one transaction besides the shipment's own: the rank claim, a commit marker. */
const OTHER_ITEMS = 2;

/**
 * A new shipment of an import, written with plain puts marked `mark`
 * (shared/data/marked-creations.ts): its itinerary's pages and its first
 * version record first, then its item at the rank its claim hands out. The
 * pages and the version are read only through the shipment's item: before it
 * is written, a reader finds no shipment, never a torn one. Undefined for a
 * shipment whose itinerary implies plan entries or equipment uses: drivers'
 * plans and the rules read those without the shipment's item, so such a
 * creation is one transaction (`putNewShipment`). Fails with
 * StorageLimitError, writing nothing, where `putNewShipment` would.
 */
export function markedShipmentCreation(
  shipment: StoredShipment,
  history: ItineraryVersion,
  uses: EquipmentUseDerivation,
  mark: string,
): RankedCreation | undefined {
  const first: ShipmentRecord = { shipment, version: history.version };
  if (derivedItemsOfShipment(first, uses).length > 0) return undefined;
  const [, ...pages] = shipmentStateItems(first);
  const version = versionRecordItem(first, history);
  assertWithinWriteLimits(pages.length + 2 + OTHER_ITEMS, [shipmentToItem(first), ...pages, version]);
  return markedCreation(SHIPMENT_COLLECTION, mark, (rank) => shipmentToItem({ ...first, rank }), [
    ...pages,
    version,
  ]);
}

/** A shipment an earlier run of its import wrote (its item still carries that run's mark), to claim its rank. */
export function writtenShipmentCreation(record: ShipmentRecord): RankedCreation {
  return writtenCreation(
    SHIPMENT_COLLECTION,
    shipmentKey(record.shipment.id),
    record.rank ?? 0,
    record.writtenBy ?? '',
  );
}
