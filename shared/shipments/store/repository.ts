import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import type { EquipmentUseDerivation, StoredShipment } from '#shared/domain/types';
import { putNewShipment } from '#shared/shipments/store/new-shipment';
import {
  getShipment,
  getShipmentToChange,
  putShipmentWithItinerary,
  type ShipmentRecord,
} from '#shared/shipments/store/shipments';

/**
 * The shipment repository's port: all a use case does with a stored shipment.
 * Behind it are the shipment's keys (`keys.ts`) and the staged write
 * (`staged-write.ts`, its marks in `staged-marks.ts`), which nothing outside
 * this folder imports (a lint rule, `shipment-storage-is-sealed`).
 */
export interface ShipmentRepository {
  /** The shipment with its itinerary, or undefined: one Query. */
  read(id: string): Promise<ShipmentRecord | undefined>;
  /**
   * The shipment as the base of a change: as `read`, once a staged write its
   * item records is settled or rolled back (WriteUnderWay, a
   * ConcurrentUpdateError saying when it can be taken over, while another
   * write holds it).
   */
  readForChange(id: string): Promise<ShipmentRecord | undefined>;
  /**
   * Stores `next` as the version after `previous`, with the plan entries and
   * equipment uses it implies and its version record, all or nothing;
   * ConcurrentUpdateError when `previous` is no longer the stored version.
   */
  writeChange(
    previous: ShipmentRecord,
    next: StoredShipment,
    uses: EquipmentUseDerivation,
    history: ItineraryVersion,
  ): Promise<ShipmentRecord>;
  /**
   * Stores a new shipment at the newest rank of `/shipments`, with its first
   * version record and what its itinerary implies, in one transaction;
   * ConcurrentUpdateError when it was created meanwhile, StorageLimitError
   * when it does not fit one transaction.
   */
  create(
    shipment: StoredShipment,
    history: ItineraryVersion,
    uses: EquipmentUseDerivation,
  ): Promise<ShipmentRecord>;
}

export const shipmentRepository: ShipmentRepository = {
  read: getShipment,
  readForChange: getShipmentToChange,
  writeChange: putShipmentWithItinerary,
  create: putNewShipment,
};
