import * as z from 'zod';
import { ASSIGNEE_TYPES, EVENT_TYPES, MOVE_STATUSES } from '#shared/domain/types';
import { identifier, isoDate, optionalDateTime } from './primitives';

export const shipmentPath = z.object({ shipmentId: identifier });

const reference = z.object({ id: z.string().max(128).default(''), href: z.string().optional() });

const appointment = z.object({
  start: optionalDateTime.default(''),
  end: optionalDateTime.default(''),
  number: z.string().max(128).default(''),
});

export const itineraryEventBody = z.object({
  type: z.enum(EVENT_TYPES),
  site: z.object({ id: identifier, href: z.string().optional() }),
  scheduled: optionalDateTime.default(''),
  appointment: appointment.default({ start: '', end: '', number: '' }),
  arrived: optionalDateTime.default(''),
  departed: optionalDateTime.default(''),
  completed: z.boolean().default(false),
  note: z.string().max(4000).default(''),
  pickupBy: optionalDateTime.optional(),
  dropBy: optionalDateTime.optional(),
});

export const itineraryMoveBody = z.object({
  driver: z.object({
    type: z.enum(ASSIGNEE_TYPES),
    id: z.string().max(128).default(''),
    href: z.string().optional(),
  }),
  events: z.array(itineraryEventBody).max(200),
  plannedDate: z.union([isoDate, z.literal('')]).default(''),
  powerUnit: reference.default({ id: '' }),
  status: z.enum(MOVE_STATUSES).optional(),
  hint: z.string().max(128).default(''),
});

/** The PUT body: the itinerary as GET returns it, modified. Unknown properties are ignored. */
export const itineraryBody = z
  .object({
    id: z.string().optional(),
    moves: z.array(itineraryMoveBody).max(100),
  })
  .meta({ id: 'ItineraryUpdate' });

export type ItineraryBody = z.output<typeof itineraryBody>;
