import { SHIPMENT_TYPES } from '#shared/domain/types';
import { collectionPage } from '#shared/schemas/collections';
import { described, documented } from '#shared/schemas/documented';
import { isoDateTime } from '#shared/schemas/primitives';
import { link, reference } from '#shared/schemas/responses/references';
import * as z from '#shared/schemas/zod';

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
    createdAt: described(
      isoDateTime,
      'When the service created the shipment: `/shipments` is newest first by it.',
    ),
    orderedAt: z.optional(described(isoDateTime, "The TMS's time of the order, as it sent it.")),
    customer: reference,
    origin: reference,
    destination: reference,
    equipment: z.object({ container: z.string(), chassis: z.string(), trailer: z.string() }),
    itinerary: link,
    images: link,
  }),
  { id: 'Shipment' },
);

export const shipmentPage = collectionPage(shipment, 'ShipmentPage');
