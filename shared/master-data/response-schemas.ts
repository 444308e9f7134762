import { CARRIER_CERTIFICATION_TYPES } from '#shared/domain/types';
import { collectionPage } from '#shared/schemas/collections';
import { described, documented } from '#shared/schemas/documented';
import { isoDate } from '#shared/schemas/primitives';
import { link } from '#shared/schemas/responses/references';
import * as z from '#shared/schemas/zod';

/** An expiry date, or an empty string when none is on file. */
const expiry = z.union([isoDate, z.literal('')]);

/** What every master record shows. */
const recordHead = {
  id: z.string(),
  self: z.string(),
  active: described(
    z.boolean(),
    '`false`: retired. It stays readable and listed; the rules refuse it in a new assignment.',
  ),
};

export const customer = documented(z.object({ ...recordHead, name: z.string() }), { id: 'Customer' });

export const driver = documented(
  z.object({
    ...recordHead,
    name: z.string(),
    licenseExpires: expiry,
    medicalExpires: expiry,
    hazmatExpires: expiry,
    plans: link,
  }),
  { id: 'Driver' },
);

export const carrier = documented(
  z.object({
    ...recordHead,
    name: z.string(),
    contractSigned: z.boolean(),
    federalId: z.string(),
    certifications: z.array(z.object({ type: z.enum(CARRIER_CERTIFICATION_TYPES), expires: expiry })),
    insurance: z.object({ cargo: expiry, liability: expiry, workersCompensation: expiry }),
    hazmatExpires: expiry,
  }),
  { id: 'Carrier' },
);

/** A site, yard or cross-dock. */
export const location = documented(
  z.object({
    ...recordHead,
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    signatureRequired: z.boolean(),
    timeZone: described(
      z.string(),
      'IANA time zone (e.g. `America/Chicago`): wall-clock times on events at this location are read in it.',
    ),
  }),
  { id: 'Location' },
);

/** A piece of equipment of one kind: its id is all the service keeps of it. */
const equipmentOf = (name: string) => documented(z.object(recordHead), { id: name });
export const tractor = equipmentOf('Tractor');
export const chassis = equipmentOf('Chassis');
export const container = equipmentOf('Container');
export const trailer = equipmentOf('Trailer');

export const customerPage = collectionPage(customer, 'CustomerPage');
export const driverPage = collectionPage(driver, 'DriverPage');
export const carrierPage = collectionPage(carrier, 'CarrierPage');
export const locationPage = collectionPage(location, 'LocationPage');
export const tractorPage = collectionPage(tractor, 'TractorPage');
export const chassisPage = collectionPage(chassis, 'ChassisPage');
export const containerPage = collectionPage(container, 'ContainerPage');
export const trailerPage = collectionPage(trailer, 'TrailerPage');
