import { ASSIGNEE_TYPES, EVENT_TYPES, MOVE_STATUSES } from '#shared/domain/types';
import { described, documented } from '#shared/schemas/documented';
import { isoDate, optionalDateTime } from '#shared/schemas/primitives';
import { reference } from '#shared/schemas/responses/references';
import * as z from '#shared/schemas/zod';

/** A location as events name it: a site, yard or cross-dock with its details. */
export const site = documented(
  z.object({
    id: z.string(),
    href: described(z.string(), 'Path of the location, e.g. `/locations/sites/{id}`.'),
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: described(z.string(), 'State or province code.'),
    zip: z.string(),
    country: described(z.string(), 'ISO 3166-1 alpha-2 country code.'),
    signatureRequired: z.boolean(),
    timeZone: described(
      z.string(),
      "The location's IANA time zone: wall-clock times on the event are read in it. Empty for an unknown location.",
    ),
  }),
  { id: 'Site' },
);

/** What every event carries, in itineraries and in plans (spec, Event). */
const eventFields = z.object({
  site,
  scheduled: described(optionalDateTime, 'Internal planning time; empty when unset.'),
  appointment: described(
    z.object({ start: optionalDateTime, end: optionalDateTime, number: z.string() }),
    'The window the driver must arrive in, and its confirmation number; empty strings when unset.',
  ),
  arrived: optionalDateTime,
  departed: optionalDateTime,
  completed: z.boolean(),
  note: z.string(),
  pickupBy: described(
    z.optional(optionalDateTime),
    'Only on origin pickups of export and intermodal oneway shipments.',
  ),
  dropBy: described(z.optional(optionalDateTime), 'Only on empty drops of export shipments.'),
});

/** A shipment event: its type is one the PUT body accepts, so a GET body can be sent back modified. */
export const itineraryEvent = documented(z.extend(eventFields, { type: z.enum(EVENT_TYPES) }), {
  id: 'ItineraryEvent',
});

/** A non-shipment event of a driver's plan: an `ns-` type, and an id to update it at. */
export const nonShipmentEvent = documented(
  z.extend(eventFields, { type: z.string().check(z.regex(/^ns-/)), id: z.string() }),
  { id: 'NonShipmentEvent' },
);

/** Unset planned dates are empty strings, like every unset value of the spec. */
export const plannedDate = z.union([isoDate, z.literal('')]);

export const moveStatus = z.enum(MOVE_STATUSES);

export const itineraryMove = documented(
  z.object({
    driver: described(
      z.extend(reference, { type: z.enum(ASSIGNEE_TYPES) }),
      'The driver or carrier; `not routed` (empty id and href) when unassigned.',
    ),
    events: z.array(itineraryEvent),
    plannedDate,
    powerUnit: described(reference, 'The tractor or truck; empty strings when none is assigned.'),
    status: moveStatus,
    hint: described(z.string(), 'An additional reference number.'),
    shipment: reference,
  }),
  { id: 'ItineraryMove' },
);

export const itinerary = documented(
  z.object({
    id: described(z.string(), 'The shipment id.'),
    self: z.string(),
    shipment: z.extend(reference, { orderNumber: z.string() }),
    moves: described(z.array(itineraryMove), 'From origin to destination, in the order they are completed.'),
  }),
  { id: 'Itinerary' },
);
