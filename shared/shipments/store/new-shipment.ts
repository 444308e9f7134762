import { config } from '#shared/config';
import { commitMarkerItems } from '#shared/data/commit-marker';
import { ConcurrentUpdateError } from '#shared/data/errors';
import { transactAtNextRanks } from '#shared/data/rank-counter';
import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import type { StoredShipment } from '#shared/domain/types';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import {
  type ShipmentRecord,
  shipmentStateItems,
  versionRecordItem,
} from '#shared/shipments/store/shipments';

/**
 * PUT /shipments/{id} of a new shipment: its item at the next rank of
 * `/shipments` (newest first is the highest rank: no other shipment moves),
 * its empty itinerary and its first version record, in one transaction with
 * the counter that hands out the rank (`rank-counter.ts`). Fails with
 * ConcurrentUpdateError when the shipment was created meanwhile.
 */
export async function putNewShipment(
  shipment: StoredShipment,
  history: ItineraryVersion,
): Promise<ShipmentRecord> {
  const TableName = config.tableName;
  let stored: ShipmentRecord | undefined;
  const written = await transactAtNextRanks([SHIPMENT_COLLECTION], ([rank]) => {
    stored = { shipment, version: history.version, rank: rank! };
    // The shipment item first: transactAtNextRanks tells its failed condition from a lost rank.
    const [item, ...pages] = shipmentStateItems(stored);
    return [
      { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...pages.map((page) => ({ Put: { TableName, Item: page } })),
      {
        Put: {
          TableName,
          Item: versionRecordItem(stored, history),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      // A keyed request's shipment and its idempotency record commit together.
      ...commitMarkerItems(TableName),
    ];
  });
  if (!written || stored === undefined)
    throw new ConcurrentUpdateError('The shipment was created meanwhile.');
  return stored;
}
