import { mapInWaves } from '#shared/data/batching';
import {
  listNonShipmentMovesOfDriver,
  type NonShipmentMoveRecord,
} from '#shared/shipments/store/plan-entries';
import { readShipment, type ShipmentRecord } from '#shared/shipments/store/shipments';

/** Drivers whose partitions are read at once. */
const DRIVERS_IN_FLIGHT = 8;
/** Shipments read at once: each is a Query of its item and its itinerary's pages. */
const SHIPMENTS_IN_FLIGHT = 16;

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
  const records = await mapInWaves(shipmentIds, SHIPMENTS_IN_FLIGHT, (id) => readShipment(tableName, id));
  const shipments = new Map(
    records
      .filter((record): record is ShipmentRecord => record !== undefined)
      .map((record) => [record.shipment.id, record]),
  );

  const movesPerDriver = await mapInWaves(driverIds, DRIVERS_IN_FLIGHT, (driverId) =>
    listNonShipmentMovesOfDriver(driverId, tableName),
  );
  const nonShipmentMoves = new Map(movesPerDriver.flat().map((record) => [record.move.id, record]));
  return { shipments, nonShipmentMoves };
}
