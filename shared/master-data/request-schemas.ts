import { documented } from '#shared/schemas/documented';
import {
  carrierSchema,
  customerSchema,
  driverSchema,
  equipmentSchema,
  locationSchema,
} from './record-schemas';

/**
 * The bodies of the master-data PUTs: a record in the data file's shape
 * (record-schemas.ts, the importer's own schemas), named for the API document.
 */
export const customerRecord = documented(customerSchema, { id: 'CustomerRecord' });
export const driverRecord = documented(driverSchema, { id: 'DriverRecord' });
export const carrierRecord = documented(carrierSchema, { id: 'CarrierRecord' });
export const locationRecord = documented(locationSchema, {
  id: 'LocationRecord',
  description:
    'A site, yard or cross-dock. Without `timeZone` (or with `""`), the zone is found from the ZIP code, else from a state that lies in one zone, else the TMS zone, as a data file load finds it.',
});
export const equipmentRecord = documented(equipmentSchema, { id: 'EquipmentRecord' });
