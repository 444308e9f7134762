/**
 * The fixture loader: writes a validated data set straight into a table, from
 * the stores' own item mapping, with BatchWrite. It is for seeding test tables
 * (test/support/seed.ts) and bench stores (bench/support/bench-store.ts) fast:
 * a bench store of 100,000 shipments through the import would take about 40
 * minutes. The service and operators never use it: `npm run import`, the local
 * server's `--data` and POST /imports all write through the import
 * (shared/imports/run-import.ts, docs/intake.md), the one write path. That a
 * seeded table holds what the import would have written is a test:
 * test/integration/data/fixture-loader-equivalence.test.ts loads one data file
 * both ways and compares every item.
 */
import { changesBetween, type Item, keyId } from '#shared/data/item';
import { todayIn } from '#shared/domain/calendar';
import type { DataSet, Settings, StoredShipment } from '#shared/domain/types';
import { applyAutomaticEffects, equipmentUseDerivation, type TimeZones } from '#shared/itinerary-rules/index';
import { masterCollectionPartition, masterPartition } from '#shared/master-data/keys';
import { MASTER_KINDS, type MasterKind } from '#shared/master-data/store';
import { itemsOfNonShipmentMove } from '#shared/non-shipment/store';
import { settingsToItem } from '#shared/settings/store';
import { EQUIPMENT_USE_ENTITY } from '#shared/shipments/store/equipment-uses';
import { SHIPMENT_COLLECTION, shipmentPartition } from '#shared/shipments/store/partition';
import { PLAN_ENTRY_ENTITY } from '#shared/shipments/store/plan-entries';
import { itemsOfShipment, shipmentStateItems } from '#shared/shipments/store/shipments';
import { batchWriteItems } from './batch-write';
import { storeSeedDocuments } from './import-documents';
import { rankLoad, standingOfStored } from './import-ranks';
import { readStoredState } from './import-state';
import { writeShipmentVersions } from './import-versions';
import { deriveStoredNonShipmentMove, nextVersion, timeZonesOfDataSet } from './load-only-lists';
import { loadedMasterItem, readStoredMasterRecords } from './master-versions';
import { storageSchemaItem } from './storage-schema';

export interface ImportOptions {
  tableName: string;
  documentsBucket: string;
  /** Receives a one-line progress report as the load advances, e.g. `Wrote 250/1200 items`. */
  onProgress?: (line: string) => void;
}

/** What was loaded, per kind, and how many stale items were removed. */
export interface ImportSummary {
  counts: Record<string, number>;
}

/**
 * Loads a validated data set into the table and its documents into the
 * documents bucket. Idempotent: every item has a deterministic key, versions
 * change only when content does, and the plan entries, equipment uses and
 * non-shipment events that the data set's shipments and drivers no longer
 * imply are deleted. Not atomic: a failed load is repaired
 * by loading again.
 */
export async function importDataSet(dataSet: DataSet, options: ImportOptions): Promise<ImportSummary> {
  const report = options.onProgress ?? (() => {});
  // The time the service would stamp on the records this load writes.
  const loadedAt = new Date();
  const zones = timeZonesOfDataSet(dataSet);
  const shipments = dataSet.shipments.map((shipment) =>
    deriveStoredItinerary(shipment, dataSet.settings, zones, todayIn(dataSet.settings.timeZone)),
  );
  const nonShipmentMoves = dataSet.nonShipmentMoves.map((move) =>
    deriveStoredNonShipmentMove(move, dataSet.settings),
  );
  const driverIds = [
    ...new Set([
      ...dataSet.drivers.map((driver) => driver.id),
      ...nonShipmentMoves.map((move) => move.driverId),
    ]),
  ];

  const stored = await readStoredState(
    options.tableName,
    shipments.map((shipment) => shipment.id),
    driverIds,
  );
  const storedMasterRecords = await readStoredMasterRecords(options.tableName, dataSet);
  const ranks = await rankLoad(
    options.tableName,
    dataSet,
    shipments,
    standingOfStored(stored.shipments.values(), storedMasterRecords),
  );
  const shipmentRecords = shipments.map((shipment) => {
    const previous = stored.shipments.get(shipment.id);
    const version = nextVersion(previous, shipment, (record) => record.shipment);
    return {
      shipment,
      version,
      rank: ranks.rankOf(SHIPMENT_COLLECTION, shipmentPartition(shipment.id)),
      // An unchanged itinerary keeps its pages where they are; a new version writes them all, with its record.
      pages: version === previous?.version ? previous.pages : undefined,
    };
  });
  const moveRecords = nonShipmentMoves.map((move) => ({
    move,
    version: nextVersion(stored.nonShipmentMoves.get(move.id), move, (record) => record.move),
  }));

  const pageCount = dataSet.documents.reduce((sum, document) => sum + document.pages.length, 0);
  let pagesStored = 0;
  const documentItems = await storeSeedDocuments(dataSet.documents, options.documentsBucket, () => {
    pagesStored += 1;
    report(`Stored ${pagesStored}/${pageCount} document pages`);
  });

  // Keys of plan entries and equipment uses do not depend on zones: stale ones are found whatever they were.
  const uses = equipmentUseDerivation(zones);
  const shipmentItems = (record: Parameters<typeof itemsOfShipment>[0]) => itemsOfShipment(record, uses);
  const moveItems = (record: Parameters<typeof itemsOfNonShipmentMove>[0]) =>
    itemsOfNonShipmentMove(record, uses);
  const items: Item[] = [
    settingsToItem(dataSet.settings),
    // Every load marks the table: the local server refuses a table loaded by older code.
    storageSchemaItem(),
    ...(Object.keys(MASTER_KINDS) as MasterKind[]).flatMap((kind) =>
      dataSet[MASTER_KINDS[kind].dataSetList].map((record) =>
        loadedMasterItem(
          kind,
          record,
          ranks.rankOf(masterCollectionPartition(kind), masterPartition(kind, record.id)),
          storedMasterRecords.get(masterPartition(kind, record.id)),
          loadedAt.toISOString(),
        ),
      ),
    ),
    ...shipmentRecords.flatMap(shipmentItems),
    ...moveRecords.flatMap(moveItems),
    ...documentItems,
  ];
  // A shipment at a new version is written with its version record, in a transaction of its own.
  const versioned = shipmentRecords
    .map((record) => ({ record, stored: stored.shipments.get(record.shipment.id) }))
    .filter(({ record, stored: previous }) => previous?.version !== record.version);
  // The shipment item and its itinerary's pages change together, in that transaction.
  const writtenWithVersion = new Set(
    versioned
      .flatMap(({ record, stored: previous }) => [
        ...shipmentStateItems(record),
        ...(previous === undefined ? [] : shipmentStateItems(previous)),
      ])
      .map(keyId),
  );
  const batchPuts = items.filter((item) => !writtenWithVersion.has(keyId(item)));
  const previousItems = [
    ...[...stored.shipments.values()].flatMap(shipmentItems),
    ...[...stored.nonShipmentMoves.values()].flatMap(moveItems),
  ];
  const deletes = changesBetween(previousItems, items).deletes.filter(
    (key) => !writtenWithVersion.has(keyId(key)),
  );
  const total = items.length + deletes.length + ranks.movedCount;
  let written = 0;
  const onChunkWritten = (count: number) => {
    written += count;
    report(`Wrote ${written}/${total} items`);
  };
  // Stale items go before anything new is written, and every item is written, not only changed
  // ones: after a load that failed part way, the stored state still leads the next load to every
  // stale item, and loading again completes it.
  await batchWriteItems(options.tableName, { puts: [], deletes }, onChunkWritten);
  await batchWriteItems(options.tableName, { puts: batchPuts, deletes: [] }, onChunkWritten);
  await writeShipmentVersions(options.tableName, versioned, loadedAt, onChunkWritten);
  // Members an insertion moved, and the counts, last: a page never reaches a rank not yet written.
  await ranks.store(onChunkWritten);

  return { counts: summarise(dataSet, items, deletes.length) };
}

function summarise(dataSet: DataSet, items: readonly Item[], deleted: number): Record<string, number> {
  const entities = (entity: string) => items.filter((item) => item.entity === entity).length;
  return {
    ...Object.fromEntries(
      Object.values(MASTER_KINDS).map(({ dataSetList }) => [dataSetList, dataSet[dataSetList].length]),
    ),
    shipments: dataSet.shipments.length,
    nonShipmentMoves: dataSet.nonShipmentMoves.length,
    planEntries: entities(PLAN_ENTRY_ENTITY),
    equipmentUses: entities(EQUIPMENT_USE_ENTITY),
    documents: dataSet.documents.length,
    documentPages: dataSet.documents.reduce((sum, document) => sum + document.pages.length, 0),
    itemsWritten: items.length,
    itemsDeleted: deleted,
  };
}

/**
 * Imported itineraries are history, taken as they stand; only what the service
 * derives is derived, exactly as on PUT (the stored itinerary is its own
 * previous state, so statuses given in the file are kept where they may be).
 */
function deriveStoredItinerary(
  shipment: StoredShipment,
  settings: Settings,
  zones: TimeZones,
  today: string,
): StoredShipment {
  const context = { shipmentType: shipment.type, current: shipment.itinerary, settings, zones, today };
  return { ...shipment, itinerary: applyAutomaticEffects(shipment.itinerary, context) };
}
