import { SHIPMENT_TYPES } from '#shared/domain/types';
import * as z from '#shared/schemas/zod';
import { described, documented } from '../documented';
import { isoDateTime } from '../primitives';
import { link, reference } from './references';

export const shipment = documented(
  z.object({
    id: z.string(),
    self: z.string(),
    orderNumber: z.string(),
    status: described(
      z.string(),
      '`cancelled`, `declined`, `template` and `pending` refuse itinerary updates.',
    ),
    type: z.enum(SHIPMENT_TYPES),
    hazmat: z.boolean(),
    createdAt: isoDateTime,
    customer: reference,
    origin: reference,
    destination: reference,
    equipment: z.object({ container: z.string(), chassis: z.string(), trailer: z.string() }),
    itinerary: link,
    images: link,
  }),
  { id: 'Shipment' },
);
