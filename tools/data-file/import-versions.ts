import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { mapInWaves } from '#shared/data/batching';
import { itineraryVersionToItem } from '#shared/data/itinerary-history';
import { type ShipmentRecord, shipmentToItem } from '#shared/data/shipments';
import { IMPORT_AUTHOR, itineraryVersion } from '#shared/itinerary/version-record';

/** Transactions in flight at once. */
const TRANSACTIONS_IN_FLIGHT = 8;

/** A shipment the load gives a new version: new to the table, or with a changed itinerary or facts. */
export interface VersionedShipment {
  record: ShipmentRecord;
  stored: ShipmentRecord | undefined;
}

/**
 * Writes each shipment with its itinerary's version record (source `import`)
 * in one transaction, so that neither exists without the other; on condition
 * that nobody changed the shipment since the load read it. `onWritten` counts
 * shipments: a version record goes with its shipment.
 */
export async function writeShipmentVersions(
  tableName: string,
  shipments: readonly VersionedShipment[],
  changedAt: Date,
  onWritten: (count: number) => void,
): Promise<void> {
  await mapInWaves(shipments, TRANSACTIONS_IN_FLIGHT, async ({ record, stored }) => {
    const version = itineraryVersion({
      shipmentId: record.shipment.id,
      version: record.version,
      before: stored?.shipment.itinerary,
      after: record.shipment.itinerary,
      changedBy: IMPORT_AUTHOR,
      source: 'import',
      changedAt,
    });
    const unchangedSinceRead =
      stored === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: '#version = :read',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':read': stored.version },
          };
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: shipmentToItem(record), ...unchangedSinceRead } },
            {
              Put: {
                TableName: tableName,
                Item: itineraryVersionToItem(version),
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
    onWritten(1);
  });
}
