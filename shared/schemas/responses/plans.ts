import { z } from 'zod';
import { event, moveStatus, plannedDate } from './itinerary';
import { reference } from './references';

export const planMove = z
  .object({
    shipment: reference
      .extend({ orderNumber: z.string() })
      .describe('Empty strings for a move of non-shipment events only.'),
    events: z.array(event),
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

/** A non-shipment event always carries its id: the path it is updated at. */
export const nonShipmentEvent = event.extend({ id: z.string() }).meta({ id: 'NonShipmentEvent' });
