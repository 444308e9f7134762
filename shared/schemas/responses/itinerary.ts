import * as z from 'zod';
import { ASSIGNEE_TYPES, EVENT_TYPES, MOVE_STATUSES } from '#shared/domain/types';
import { isoDate, optionalDateTime } from '../primitives';
import { reference } from './references';

/** A location as events name it: a site, yard or cross-dock with its details. */
export const site = z
  .object({
    id: z.string(),
    href: z.string().describe('Path of the location, e.g. `/locations/sites/{id}`.'),
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string().describe('State or province code.'),
    zip: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2 country code.'),
    signatureRequired: z.boolean(),
  })
  .meta({ id: 'Site' });

/** What every event carries, in itineraries and in plans (spec, Event). */
const eventFields = z.object({
  site,
  scheduled: optionalDateTime.describe('Internal planning time; empty when unset.'),
  appointment: z
    .object({ start: optionalDateTime, end: optionalDateTime, number: z.string() })
    .describe('The window the driver must arrive in, and its confirmation number; empty strings when unset.'),
  arrived: optionalDateTime,
  departed: optionalDateTime,
  completed: z.boolean(),
  note: z.string(),
  pickupBy: optionalDateTime
    .optional()
    .describe('Only on origin pickups of export and intermodal oneway shipments.'),
  dropBy: optionalDateTime.optional().describe('Only on empty drops of export shipments.'),
});

/** A shipment event: its type is one the PUT body accepts, so a GET body can be sent back modified. */
export const itineraryEvent = eventFields
  .extend({ type: z.enum(EVENT_TYPES) })
  .meta({ id: 'ItineraryEvent' });

/** A non-shipment event of a driver's plan: an `ns-` type, and an id to update it at. */
export const nonShipmentEvent = eventFields
  .extend({ type: z.string().regex(/^ns-/), id: z.string() })
  .meta({ id: 'NonShipmentEvent' });

/** Unset planned dates are empty strings, like every unset value of the spec. */
export const plannedDate = z.union([isoDate, z.literal('')]);

export const moveStatus = z.enum(MOVE_STATUSES);

export const itineraryMove = z
  .object({
    driver: reference
      .extend({ type: z.enum(ASSIGNEE_TYPES) })
      .describe('The driver or carrier; `not routed` (empty id and href) when unassigned.'),
    events: z.array(itineraryEvent),
    plannedDate,
    powerUnit: reference.describe('The tractor or truck; empty strings when none is assigned.'),
    status: moveStatus,
    hint: z.string().describe('An additional reference number.'),
    shipment: reference,
  })
  .meta({ id: 'ItineraryMove' });

export const itinerary = z
  .object({
    id: z.string().describe('The shipment id.'),
    self: z.string(),
    shipment: reference.extend({ orderNumber: z.string() }),
    moves: z.array(itineraryMove).describe('From origin to destination, in the order they are completed.'),
  })
  .meta({ id: 'Itinerary' });
