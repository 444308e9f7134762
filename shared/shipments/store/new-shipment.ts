import { config } from '#shared/config';
import { commitMarkerItems } from '#shared/data/commit-marker';
import { ConcurrentUpdateError } from '#shared/data/errors';
import { WRITTEN_BY } from '#shared/data/marked-creations';
import { transactAtNextRanks } from '#shared/data/rank-counter';
import { assertWithinWriteLimits } from '#shared/data/write-limits';
import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import type { EquipmentUseDerivation, StoredShipment } from '#shared/domain/types';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import {
  derivedItemsOfShipment,
  type ShipmentRecord,
  shipmentStateItems,
  versionRecordItem,
} from '#shared/shipments/store/shipments';

/** The items of the transaction besides the shipment's own: the rank counter's claim, and a commit marker. */
const OTHER_ITEMS = 2;

/**
 * A new shipment (PUT /shipments/{id}, or an import's): its item at the next
 * rank of `/shipments` (newest first is the highest rank: no other shipment
 * moves), its itinerary (empty from a PUT; an import's as it stands) with the
 * plan entries and equipment uses it implies, and its first version record,
 * in one transaction with the counter that hands out the rank
 * (`rank-counter.ts`): all or nothing, so a commit marker riding along is
 * written exactly when the shipment is. Fails with ConcurrentUpdateError when
 * the shipment was created meanwhile, and with StorageLimitError, writing
 * nothing, when the itinerary is too large for one transaction.
 */
export async function putNewShipment(
  shipment: StoredShipment,
  history: ItineraryVersion,
  uses: EquipmentUseDerivation,
): Promise<ShipmentRecord> {
  const TableName = config.tableName;
  const first: ShipmentRecord = { shipment, version: history.version };
  const derived = derivedItemsOfShipment(first, uses);
  const state = shipmentStateItems(first);
  // The version record is one item more.
  assertWithinWriteLimits(state.length + derived.length + 1 + OTHER_ITEMS, [
    ...state,
    ...derived,
    versionRecordItem(first, history),
  ]);
  let stored: ShipmentRecord | undefined;
  const written = await transactAtNextRanks([SHIPMENT_COLLECTION], ([rank]) => {
    stored = { ...first, rank: rank! };
    // The shipment item first: transactAtNextRanks tells its failed condition from a lost rank.
    const [item, ...pages] = shipmentStateItems(stored);
    return [
      { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...pages.map((page) => ({ Put: { TableName, Item: page } })),
      ...derived.map((entry) => ({ Put: { TableName, Item: entry } })),
      {
        Put: {
          TableName,
          Item: versionRecordItem(stored, history),
          // One an import left without its shipment (it stopped before the shipment's item) is replaced:
          // the shipment item's condition above holds only while the shipment does not exist.
          ConditionExpression: 'attribute_not_exists(pk) OR attribute_exists(#writtenBy)',
          ExpressionAttributeNames: { '#writtenBy': WRITTEN_BY },
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
