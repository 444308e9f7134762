import * as z from 'zod';
import { CARRIER_CERTIFICATION_TYPES } from '#shared/domain/types';
import { isoDate } from '../primitives';
import { link } from './references';

/** An expiry date, or an empty string when none is on file. */
const expiry = z.union([isoDate, z.literal('')]);

export const customer = z
  .object({ id: z.string(), self: z.string(), name: z.string() })
  .meta({ id: 'Customer' });

export const driver = z
  .object({
    id: z.string(),
    self: z.string(),
    name: z.string(),
    licenseExpires: expiry,
    medicalExpires: expiry,
    hazmatExpires: expiry,
    plans: link,
  })
  .meta({ id: 'Driver' });

export const carrier = z
  .object({
    id: z.string(),
    self: z.string(),
    name: z.string(),
    contractSigned: z.boolean(),
    federalId: z.string(),
    certifications: z.array(z.object({ type: z.enum(CARRIER_CERTIFICATION_TYPES), expires: expiry })),
    insurance: z.object({ cargo: expiry, liability: expiry, workersCompensation: expiry }),
    hazmatExpires: expiry,
  })
  .meta({ id: 'Carrier' });

/** A site, yard or cross-dock. */
export const location = z
  .object({
    id: z.string(),
    self: z.string(),
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    signatureRequired: z.boolean(),
  })
  .meta({ id: 'Location' });

export const tractor = z.object({ id: z.string(), self: z.string() }).meta({ id: 'Tractor' });
