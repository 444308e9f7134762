import * as z from 'zod';
import { identifier, isoDate, optionalDateTime } from './primitives';

export const driverPath = z.object({ driverId: identifier });

export const plansQuery = z
  .object({ startDate: isoDate.optional(), endDate: isoDate.optional() })
  .superRefine((query, ctx) => {
    if (query.endDate !== undefined && query.startDate === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'startDate is required when endDate is given',
      });
    } else if (query.startDate && query.endDate && query.startDate > query.endDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'startDate must not be later than endDate',
      });
    }
  })
  .meta({ id: 'PlansQuery' });

export const nonShipmentEventPath = z.object({ driverId: identifier, eventId: identifier });

export const nonShipmentEventUpdate = z
  .object({
    arrived: optionalDateTime.optional(),
    departed: optionalDateTime.optional(),
    completed: z.boolean().optional(),
    note: z.string().max(4000).optional(),
  })
  .meta({ id: 'NonShipmentEventUpdate' });
