import { SHIPMENT_STATUSES } from '#shared/domain/shipment-status';
import { SHIPMENT_TYPES } from '#shared/domain/types';
import { described, documented } from '#shared/schemas/documented';
import { boundedString, identifier, isoDateTime } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';

/** A reference to a master record: its `id`; an `href` sent (as GET shows it) is ignored. */
const reference = z.object({ id: identifier, href: z.optional(z.string()) });

/** A piece of the shipment's equipment by id, or `""` for none. */
const equipmentId = z._default(boundedString(128), '');

/**
 * The PUT body of a shipment: the fields of GET the caller owns. `createdAt`,
 * `self` and the links are the service's and are ignored, as is any unknown
 * property; the itinerary changes only through its own PUT.
 */
export const shipmentBody = documented(
  z.object({
    id: z.optional(described(z.string(), "Optional; when sent, the path's id.")),
    orderNumber: boundedString(128, 1),
    status: described(
      z.enum(SHIPMENT_STATUSES),
      '`pending` (tendered, not yet accepted) may become `accepted`, `declined` or `cancelled`; `accepted` may become `cancelled`.',
    ),
    type: z.enum(SHIPMENT_TYPES),
    hazmat: z.boolean(),
    customer: reference,
    origin: described(reference, 'A site.'),
    destination: described(reference, 'A site.'),
    equipment: z._default(z.object({ container: equipmentId, chassis: equipmentId, trailer: equipmentId }), {
      container: '',
      chassis: '',
      trailer: '',
    }),
    orderedAt: z.optional(described(isoDateTime, "The TMS's time of the order, returned as sent.")),
  }),
  { id: 'ShipmentUpdate' },
);

export type ShipmentBody = z.output<typeof shipmentBody>;
