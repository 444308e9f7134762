import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { mapInWaves } from '#shared/data/batching';
import { changesBetween } from '#shared/data/item';
import { importedShipmentVersion } from '#shared/shipments/facts/shipment-facts';
import { SHIPMENT_ENTITY } from '#shared/shipments/store/partition';
import {
  type ShipmentRecord,
  shipmentStateItems,
  versionRecordItem,
} from '#shared/shipments/store/shipments';

/** Transactions in flight at once. */
const TRANSACTIONS_IN_FLIGHT = 8;

/** A shipment the load gives a new version: new to the table, or with a changed itinerary or facts. */
export interface VersionedShipment {
  record: ShipmentRecord;
  stored: ShipmentRecord | undefined;
}

/**
 * Writes each shipment, its itinerary's pages (deleting those it no longer
 * has) and its version record (source `import`) in one transaction, so that
 * none exists without the others; on condition that nobody changed the
 * shipment since the load read it. `onWritten` counts the shipment's items
 * written (its item and pages): a version record goes with them.
 */
export async function writeShipmentVersions(
  tableName: string,
  shipments: readonly VersionedShipment[],
  changedAt: Date,
  onWritten: (count: number) => void,
): Promise<void> {
  await mapInWaves(shipments, TRANSACTIONS_IN_FLIGHT, async ({ record, stored }) => {
    const version = importedShipmentVersion(record.shipment, changedAt, {
      version: record.version,
      before: stored?.shipment,
    });
    const unchangedSinceRead =
      stored === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: '#version = :read',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':read': stored.version },
          };
    const state = changesBetween(
      stored === undefined ? [] : shipmentStateItems(stored),
      shipmentStateItems(record),
    );
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            ...state.puts.map((item) => ({
              Put: {
                TableName: tableName,
                Item: item,
                ...(item.entity === SHIPMENT_ENTITY && unchangedSinceRead),
              },
            })),
            ...state.deletes.map((key) => ({ Delete: { TableName: tableName, Key: key } })),
            {
              Put: {
                TableName: tableName,
                Item: versionRecordItem(record, version),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      throw new Error(
        `Shipment ${record.shipment.id} changed while the data set was loading (or its version ${record.version} exists already); load again.`,
        { cause: error },
      );
    }
    onWritten(state.puts.length);
  });
}
