/**
 * Master records in the data file's shape (data-format.md), one schema per
 * kind: the importer parses a file's lists with them and the master-data PUTs
 * parse their bodies with them, so that a record is checked the same way
 * whichever way it comes in.
 *
 * Every schema outputs the domain model of types.ts with the service's unset
 * values ('' and false) where the record leaves a field out. Unknown
 * properties are stripped. `active` stays absent unless sent: absent is active.
 */

import { answerTextBytes, LOCATION_DETAIL_BYTES } from '#shared/domain/itinerary-bounds';
import {
  CARRIER_CERTIFICATION_TYPES,
  type Carrier,
  type Customer,
  type Driver,
  type Equipment,
  type Location,
} from '#shared/domain/types';
import { identifier, isCalendarDate, isoDate } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';

/** Expiry dates: '' means "none on file". */
const dateOrUnset = z._default(
  z
    .string()
    .check(
      z.refine((value) => value === '' || isCalendarDate(value), 'expected a date written YYYY-MM-DD or ""'),
    ),
  '',
);

/** Intl also accepts offsets such as "+01:00", which are not IANA zone names. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z]/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const blankOr = z._default(z.string(), '');
export const falseOr = z._default(z.boolean(), false);
/** `false` retires a record; absent or `true`, it is active. */
const active = z.optional(z.boolean());

export const customerSchema = z.object({
  id: identifier,
  name: z.string(),
  active,
}) satisfies z.ZodMiniType<Customer>;

/** A location's detail, at most `maxBytes` as an answer writes it (LOCATION_DETAIL_BYTES). */
const locationDetail = (maxBytes: number) =>
  z
    .string()
    .check(
      z.refine(
        (text) => answerTextBytes(text) <= maxBytes,
        `expected at most ${maxBytes} bytes (UTF-8, as an answer carries it)`,
      ),
    );

/**
 * Sites, yards and cross-docks share one shape. `timeZone` is '' when the
 * record does not state one: location-zones.ts finds it.
 */
export const locationSchema = z.object({
  id: identifier,
  name: locationDetail(LOCATION_DETAIL_BYTES.name),
  address1: z._default(locationDetail(LOCATION_DETAIL_BYTES.address1), ''),
  city: z._default(locationDetail(LOCATION_DETAIL_BYTES.city), ''),
  state: z._default(locationDetail(LOCATION_DETAIL_BYTES.state), ''),
  zip: z._default(locationDetail(LOCATION_DETAIL_BYTES.zip), ''),
  country: z._default(z.string().check(z.regex(/^([A-Z]{2})?$/, 'expected a 2-letter ISO country code')), ''),
  signatureRequired: falseOr,
  timeZone: blankOr,
  active,
}) satisfies z.ZodMiniType<Location>;

export const driverSchema = z.object({
  id: identifier,
  name: z.string(),
  licenseExpires: dateOrUnset,
  medicalExpires: dateOrUnset,
  hazmatExpires: dateOrUnset,
  active,
}) satisfies z.ZodMiniType<Driver>;

export const carrierSchema = z.object({
  id: identifier,
  name: z.string(),
  contractSigned: falseOr,
  federalId: blankOr,
  certifications: z._default(
    z.array(z.object({ type: z.enum(CARRIER_CERTIFICATION_TYPES), expires: isoDate })),
    () => [],
  ),
  insurance: z.prefault(
    z.object({ cargo: dateOrUnset, liability: dateOrUnset, workersCompensation: dateOrUnset }),
    {},
  ),
  hazmatExpires: dateOrUnset,
  active,
}) satisfies z.ZodMiniType<Carrier>;

/** Tractors, chassis, containers and trailers share one shape. */
export const equipmentSchema = z.object({ id: identifier, active }) satisfies z.ZodMiniType<Equipment>;
