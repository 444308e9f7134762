import { batchGetItems } from '#shared/data/batch-get';
import { mapInWaves } from '#shared/data/batching';
import { shipmentKey } from '#shared/data/keys';
import { listNonShipmentMovesOfDriver, type NonShipmentMoveRecord } from '#shared/data/plans';
import { type ShipmentRecord, shipmentFromItem } from '#shared/data/shipments';

/** Drivers whose partitions are read at once. */
const DRIVERS_IN_FLIGHT = 8;

/** What the table holds now for the shipments and drivers a data set names. */
export interface StoredState {
  shipments: Map<string, ShipmentRecord>;
  nonShipmentMoves: Map<string, NonShipmentMoveRecord>;
}

export async function readStoredState(
  tableName: string,
  shipmentIds: readonly string[],
  driverIds: readonly string[],
): Promise<StoredState> {
  const shipmentItems = await batchGetItems(tableName, shipmentIds.map(shipmentKey));
  const shipments = new Map(
    shipmentItems.map(shipmentFromItem).map((record) => [record.shipment.id, record]),
  );

  const movesPerDriver = await mapInWaves(driverIds, DRIVERS_IN_FLIGHT, (driverId) =>
    listNonShipmentMovesOfDriver(driverId, tableName),
  );
  const nonShipmentMoves = new Map(movesPerDriver.flat().map((record) => [record.move.id, record]));
  return { shipments, nonShipmentMoves };
}
