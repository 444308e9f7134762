import { ITINERARY_BOUNDS } from '#shared/domain/itinerary-bounds';
import { ASSIGNEE_TYPES, EVENT_TYPES, MOVE_STATUSES } from '#shared/domain/types';
import { documented } from '#shared/schemas/documented';
import {
  boundedString,
  identifier,
  isoDate,
  optionalDateTime,
  versionParam,
} from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';

export const shipmentPath = z.object({ shipmentId: identifier });
export const itineraryVersionPath = z.object({ shipmentId: identifier, version: versionParam });

/** A string that is empty when left out, as every unset value of the spec is. */
const text = (max: number) => z._default(boundedString(max), '');
const unsetDateTime = z._default(optionalDateTime, '');

const reference = z.object({ id: text(128), href: z.optional(z.string()) });

const appointment = z.object({ start: unsetDateTime, end: unsetDateTime, number: text(128) });

export const itineraryEventBody = z.object({
  type: z.enum(EVENT_TYPES),
  site: z.object({ id: identifier, href: z.optional(z.string()) }),
  scheduled: unsetDateTime,
  appointment: z._default(appointment, { start: '', end: '', number: '' }),
  arrived: unsetDateTime,
  departed: unsetDateTime,
  completed: z._default(z.boolean(), false),
  note: text(4000),
  pickupBy: z.optional(optionalDateTime),
  dropBy: z.optional(optionalDateTime),
});

export const itineraryMoveBody = z.object({
  driver: z.object({ type: z.enum(ASSIGNEE_TYPES), id: text(128), href: z.optional(z.string()) }),
  // The edge counts events and moves before this schema (itineraryBoundViolations): these say it in the API document.
  events: z.array(itineraryEventBody).check(z.maxLength(ITINERARY_BOUNDS.eventsPerMove)),
  plannedDate: z._default(z.union([isoDate, z.literal('')]), ''),
  powerUnit: z._default(reference, { id: '' }),
  status: z.optional(z.enum(MOVE_STATUSES)),
  hint: text(128),
});

/** The PUT body: the itinerary as GET returns it, modified. Unknown properties are ignored. */
export const itineraryBody = documented(
  z.object({
    id: z.optional(z.string()),
    moves: z.array(itineraryMoveBody).check(z.maxLength(ITINERARY_BOUNDS.moves)),
  }),
  { id: 'ItineraryUpdate' },
);

export type ItineraryBody = z.output<typeof itineraryBody>;
