import * as z from 'zod';
import { itineraryEvent, moveStatus, nonShipmentEvent, plannedDate } from './itinerary';
import { reference } from './references';

export const planMove = z
  .object({
    shipment: reference
      .extend({ orderNumber: z.string() })
      .describe('Empty strings for a move of non-shipment events only.'),
    events: z
      .array(z.union([itineraryEvent, nonShipmentEvent]))
      .describe('Shipment events, or non-shipment events (with an id) when the move has no shipment.'),
    plannedDate,
    powerUnit: reference,
    status: moveStatus,
    hint: z.string().describe('Typically the id of the first event; not a unique identifier.'),
  })
  .meta({ id: 'PlanMove' });

export const driverPlan = z
  .object({
    self: z.string().describe('This resource, with its query parameters.'),
    driver: reference.extend({ type: z.literal('driver') }),
    items: z.array(planMove).describe('Chronological: the moves are to be completed in this order.'),
  })
  .meta({ id: 'DriverPlan' });
