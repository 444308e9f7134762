import type { RankedCreation } from '#shared/data/marked-creations';
import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import type { EquipmentUseDerivation, StoredShipment } from '#shared/domain/types';
import { markedShipmentCreation, writtenShipmentCreation } from '#shared/shipments/store/imported-shipment';
import { putNewShipment } from '#shared/shipments/store/new-shipment';
import {
  getShipment,
  getShipmentToChange,
  putShipmentWithItinerary,
  type ShipmentRecord,
} from '#shared/shipments/store/shipments';

/*
 * The shipment repository's port: all a use case does with a stored shipment.
 * Behind it are the shipment's keys (`keys.ts`) and the staged write
 * (`staged-write.ts`, its marks in `staged-marks.ts`), which nothing outside
 * this folder imports (a lint rule, `shipment-storage-is-sealed`). Functions,
 * not one object: a function that only reads bundles without the
 * write path (the staged write, move keys, the item diff).
 */

/** The shipment with its itinerary, or undefined: one Query. */
export const readShipment: (id: string) => Promise<ShipmentRecord | undefined> = getShipment;

/**
 * The shipment as the base of a change: as `readShipment`, once a staged
 * write its item records is settled or rolled back (WriteUnderWay, a
 * ConcurrentUpdateError saying when it can be taken over, while another write
 * holds it).
 */
export const readShipmentForChange: (id: string) => Promise<ShipmentRecord | undefined> = getShipmentToChange;

/**
 * Stores `next` as the version after `previous`, with the plan entries and
 * equipment uses it implies and its version record, all or nothing;
 * ConcurrentUpdateError when `previous` is no longer the stored version.
 */
export const saveShipmentChange: (
  previous: ShipmentRecord,
  next: StoredShipment,
  uses: EquipmentUseDerivation,
  history: ItineraryVersion,
) => Promise<ShipmentRecord> = putShipmentWithItinerary;

/**
 * Stores a new shipment at the newest rank of `/shipments`, with its first
 * version record and what its itinerary implies, in one transaction;
 * ConcurrentUpdateError when it was created meanwhile, StorageLimitError
 * when it does not fit one transaction.
 */
export const createShipment: (
  shipment: StoredShipment,
  history: ItineraryVersion,
  uses: EquipmentUseDerivation,
) => Promise<ShipmentRecord> = putNewShipment;

/**
 * A new shipment of an import, for the import to write with plain puts
 * marked `mark` and claim its rank with others (docs/intake.md); undefined
 * when its itinerary implies plan entries or equipment uses, which only
 * `createShipment`'s one transaction keeps from showing half written.
 */
export const importCreation: (
  shipment: StoredShipment,
  history: ItineraryVersion,
  uses: EquipmentUseDerivation,
  mark: string,
) => RankedCreation | undefined = markedShipmentCreation;

/** A shipment an earlier run of an import wrote (`record.writtenBy`), whose rank is still to claim. */
export const writtenImportCreation: (record: ShipmentRecord) => RankedCreation = writtenShipmentCreation;
