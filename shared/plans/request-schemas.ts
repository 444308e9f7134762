import { documented } from '#shared/schemas/documented';
import { boundedString, identifier, isoDate, optionalDateTime } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';

export const driverPath = z.object({ driverId: identifier });

export const plansQuery = documented(
  z.object({ startDate: z.optional(isoDate), endDate: z.optional(isoDate) }).check(
    z.superRefine((query, ctx) => {
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
    }),
  ),
  { id: 'PlansQuery' },
);

export const nonShipmentEventPath = z.object({ driverId: identifier, eventId: identifier });

export const nonShipmentEventUpdate = documented(
  z.object({
    arrived: z.optional(optionalDateTime),
    departed: z.optional(optionalDateTime),
    completed: z.optional(z.boolean()),
    note: z.optional(boundedString(4000)),
  }),
  { id: 'NonShipmentEventUpdate' },
);
