import { isDeepStrictEqual } from 'node:util';
import { changesBetween, type Item } from '#shared/data/item';
import type { DataSet, Location, NonShipmentMove, Settings } from '#shared/domain/types';
import {
  deriveMoveStatus,
  equipmentUseDerivation,
  type TimeZones,
  timeZonesAt,
} from '#shared/itinerary-rules/index';
import { itemsOfNonShipmentMove } from '#shared/non-shipment/store';
import { settingsToItem } from '#shared/settings/store';
import { batchWriteItems } from './batch-write';
import { storeSeedDocuments } from './import-documents';
import { readStoredState } from './import-state';
import { storageSchemaItem } from './storage-schema';

export interface LoadOnlyTarget {
  tableName: string;
  documentsBucket: string;
  /** Receives a one-line progress report as the load advances. */
  onProgress?: (line: string) => void;
}

/** What the lists only a load writes came to, per kind. */
export type LoadOnlyCounts = Record<'nonShipmentMoves' | 'documents' | 'documentPages', number>;

/**
 * Stores what a data file holds besides records an import applies, which no
 * API write creates (docs/intake.md, Bulk imports): the settings, the storage
 * schema mark, the drivers' non-shipment moves and the seed documents.
 * Idempotent: versions change only when content does, and non-shipment moves
 * the file no longer has for its drivers are deleted with their plan entries.
 * Writes no shipment: shipments and master data go through the import.
 */
export async function storeLoadOnlyLists(dataSet: DataSet, target: LoadOnlyTarget): Promise<LoadOnlyCounts> {
  const report = target.onProgress ?? (() => {});
  const moves = dataSet.nonShipmentMoves.map((move) => deriveStoredNonShipmentMove(move, dataSet.settings));
  const driverIds = [
    ...new Set([...dataSet.drivers.map((driver) => driver.id), ...moves.map((move) => move.driverId)]),
  ];
  const stored = await readStoredState(target.tableName, [], driverIds);
  const records = moves.map((move) => ({
    move,
    version: nextVersion(stored.nonShipmentMoves.get(move.id), move, (record) => record.move),
  }));
  const uses = equipmentUseDerivation(timeZonesOfDataSet(dataSet));
  const moveItems = (record: Parameters<typeof itemsOfNonShipmentMove>[0]) =>
    itemsOfNonShipmentMove(record, uses);

  const pageCount = dataSet.documents.reduce((sum, document) => sum + document.pages.length, 0);
  let pagesStored = 0;
  const documentItems = await storeSeedDocuments(dataSet.documents, target.documentsBucket, () => {
    pagesStored += 1;
    report(`Stored ${pagesStored}/${pageCount} document pages`);
  });
  const items: Item[] = [
    settingsToItem(dataSet.settings),
    // Every load marks the table: the local server refuses a table loaded by older code.
    storageSchemaItem(),
    ...records.flatMap(moveItems),
    ...documentItems,
  ];
  const { deletes } = changesBetween([...stored.nonShipmentMoves.values()].flatMap(moveItems), items);
  // Stale items first: after a load that failed part way, loading again still finds them.
  await batchWriteItems(target.tableName, { puts: [], deletes });
  await batchWriteItems(target.tableName, { puts: items, deletes: [] });
  return {
    nonShipmentMoves: records.length,
    documents: dataSet.documents.length,
    documentPages: pageCount,
  };
}

/** Where the data set's times are read: each location's zone, found when the file was parsed. */
export function timeZonesOfDataSet(dataSet: DataSet): TimeZones {
  const byId = (locations: readonly Location[]) =>
    Object.fromEntries(locations.map((location) => [location.id, location]));
  return timeZonesAt(
    { site: byId(dataSet.sites), yard: byId(dataSet.yards), crossDock: byId(dataSet.crossDocks) },
    dataSet.settings.timeZone,
  );
}

/** The stored version, kept when the content is unchanged, so that loading twice leaves the same state. */
export function nextVersion<Stored extends { version: number }, Value>(
  stored: Stored | undefined,
  value: Value,
  contentOf: (stored: Stored) => Value,
): number {
  if (stored === undefined) return 1;
  return isDeepStrictEqual(contentOf(stored), value) ? stored.version : stored.version + 1;
}

/** A non-shipment move as stored: departed events completed, the move's status derived. */
export function deriveStoredNonShipmentMove(move: NonShipmentMove, settings: Settings): NonShipmentMove {
  const events = move.events.map((event) => ({
    ...event,
    completed: event.completed || event.departed !== '',
  }));
  const driver = { type: 'driver' as const, id: move.driverId };
  return {
    ...move,
    events,
    status: deriveMoveStatus(
      { driver, status: move.status, events },
      { driver, status: move.status },
      settings,
    ),
  };
}
