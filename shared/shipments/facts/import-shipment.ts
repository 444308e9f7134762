import { StorageLimitError } from '#shared/data/errors';
import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { todayIn } from '#shared/domain/calendar';
import { ChangedMeanwhile, TooLargeToStore } from '#shared/domain/errors';
import type { StoredShipment } from '#shared/domain/types';
import { applyAutomaticEffects, equipmentUseDerivation } from '#shared/itinerary-rules/index';
import { currentSettings } from '#shared/settings/current-settings';
import { placesOf } from '#shared/shipments/facts/derivation';
import { readImportReferences } from '#shared/shipments/facts/import-references';
import { type FactsAuthor, storeFactsChange } from '#shared/shipments/facts/put-shipment';
import { factsChanges, shipmentFromBody } from '#shared/shipments/facts/shipment-facts';
import { IMPORT_AUTHOR, importedVersion } from '#shared/shipments/itinerary/version-record';
import type { ShipmentBody } from '#shared/shipments/schemas/shipment-request';
import { createShipment, readShipmentForChange } from '#shared/shipments/store/repository';

/** A write that lost a race is retried on fresh state this many times, as a PUT without If-Match is. */
const MAX_ATTEMPTS = 3;

const IMPORT: FactsAuthor = { changedBy: IMPORT_AUTHOR, source: 'import' };

export type ImportedShipment = 'created' | 'updated' | 'unchanged';

/** The facts of a data file's shipment as the body of its PUT, to be checked by the PUT's schema. */
export function factsBodyOf(shipment: StoredShipment) {
  return {
    id: shipment.id,
    orderNumber: shipment.orderNumber,
    status: shipment.status,
    type: shipment.type,
    hazmat: shipment.hazmat,
    customer: { id: shipment.customerId },
    origin: { id: shipment.origin },
    destination: { id: shipment.destination },
    equipment: shipment.equipment,
  };
}

/** Where a field of the PUT body is in the data file's shipment: a refusal names the file's path. */
const FILE_FIELDS: Readonly<Record<string, string>> = {
  'customer.id': 'customerId',
  'origin.id': 'origin',
  'destination.id': 'destination',
};
export const filePathOf = (bodyPath: string): string => FILE_FIELDS[bodyPath] ?? bodyPath;

/**
 * A shipment of a data file, applied by an import through the facts PUT's
 * domain code (docs/intake.md, Bulk imports): the same reference checks
 * (InvalidValue naming the field), the same status rule (RulesRefused) and
 * compare-before-write. A shipment that exists has its facts replaced, never
 * its itinerary: the same facts again write nothing. One that does not is
 * created with its moves taken as they stand, as a first load takes them
 * (only what the service derives is derived), once every driver, carrier,
 * tractor and place they name is found active (`readImportReferences`), in
 * one transaction: the
 * shipment, its pages, its plan entries and equipment uses and its first
 * version record (source `import`), with whatever commit marker the caller
 * runs this under. A creation too large for one transaction is refused
 * (TooLargeToStore), writing nothing.
 */
export function importShipment(shipment: StoredShipment, body: ShipmentBody): Promise<ImportedShipment> {
  return retryOnConflict(
    MAX_ATTEMPTS,
    () => attemptImport(shipment, body),
    () => new ChangedMeanwhile(`Shipment ${shipment.id} was changed by another writer meanwhile.`),
  );
}

async function attemptImport(fileShipment: StoredShipment, body: ShipmentBody): Promise<ImportedShipment> {
  const [record, settings, references] = await Promise.all([
    readShipmentForChange(fileShipment.id),
    currentSettings(),
    readImportReferences(body, fileShipment.itinerary),
  ]);
  if (record !== undefined) {
    const saved = await storeFactsChange(record, body, IMPORT, settings.timeZone);
    return saved === record ? 'unchanged' : 'updated';
  }
  const { itinerary } = fileShipment;
  const places = await placesOf(itinerary, settings.timeZone);
  references.assertMovesUsable(places);
  const facts = shipmentFromBody(fileShipment.id, body, fileShipment.createdAt);
  const context = {
    shipmentType: facts.type,
    current: itinerary,
    settings,
    zones: places.zones,
    today: todayIn(settings.timeZone),
  };
  const stored: StoredShipment = { ...facts, itinerary: applyAutomaticEffects(itinerary, context) };
  // A first version, source `import`: every fact from null, as a PUT's creation, and the moves.
  const first = importedVersion(stored, new Date());
  const version = { ...first, changes: [...factsChanges(undefined, stored), ...first.changes] };
  try {
    await createShipment(stored, version, equipmentUseDerivation(places.zones));
  } catch (error) {
    if (error instanceof StorageLimitError) {
      throw new TooLargeToStore(
        `Shipment ${stored.id} is too large to create with its moves: ${error.reason}. Create it with fewer moves and PUT its itinerary.`,
      );
    }
    throw error;
  }
  return 'created';
}
