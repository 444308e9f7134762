import { described, documented } from '#shared/schemas/documented';
import { reference } from '#shared/schemas/responses/references';
import * as z from '#shared/schemas/zod';
import {
  itineraryEvent,
  moveStatus,
  nonShipmentEvent,
  plannedDate,
} from '#shared/shipments/schemas/itinerary-response';

export const planMove = documented(
  z.object({
    shipment: described(
      z.extend(reference, { orderNumber: z.string() }),
      'Empty strings for a move of non-shipment events only.',
    ),
    events: described(
      z.array(z.union([itineraryEvent, nonShipmentEvent])),
      'Shipment events, or non-shipment events (with an id) when the move has no shipment.',
    ),
    plannedDate,
    powerUnit: reference,
    status: moveStatus,
    hint: described(z.string(), 'Typically the id of the first event; not a unique identifier.'),
  }),
  { id: 'PlanMove' },
);

export const driverPlan = documented(
  z.object({
    self: described(z.string(), 'This resource, with its query parameters.'),
    driver: z.extend(reference, { type: z.literal('driver') }),
    items: described(z.array(planMove), 'Chronological: the moves are to be completed in this order.'),
  }),
  { id: 'DriverPlan' },
);
