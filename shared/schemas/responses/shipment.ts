import * as z from 'zod';
import { SHIPMENT_TYPES } from '#shared/domain/types';
import { isoDateTime } from '../primitives';
import { link, reference } from './references';

export const shipment = z
  .object({
    id: z.string(),
    self: z.string(),
    orderNumber: z.string(),
    status: z
      .string()
      .describe('`cancelled`, `declined`, `template` and `pending` refuse itinerary updates.'),
    type: z.enum(SHIPMENT_TYPES),
    hazmat: z.boolean(),
    createdAt: isoDateTime,
    customer: reference,
    origin: reference,
    destination: reference,
    equipment: z.object({ container: z.string(), chassis: z.string(), trailer: z.string() }),
    itinerary: link,
    images: link,
  })
  .meta({ id: 'Shipment' });
