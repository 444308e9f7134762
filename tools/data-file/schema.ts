/**
 * The data file of data-format.md, one schema per kind of item. Lists are parsed
 * item by item (see parse.ts) so that one bad item does not hide the errors of
 * the others; checks that span items live in references.ts.
 *
 * Every schema outputs the domain model of types.ts with the service's unset
 * values ('' and false) where the file leaves a field out. Unknown properties
 * are stripped. Master records use the schemas of their PUTs
 * (shared/master-data/record-schemas.ts). Shipment moves and events reuse the itinerary PUT body schema:
 * a file itinerary must have exactly the shape a client could PUT.
 */

import { boundMessages, ITINERARY_BOUNDS, itineraryBoundViolations } from '#shared/domain/itinerary-bounds';
import {
  type Assignee,
  DEFAULT_SETTINGS,
  DOCUMENT_TYPES,
  IMAGE_FORMATS,
  type ItineraryEvent,
  MOVE_STATUSES,
  type Move,
  type NonShipmentMove,
  type SeedDocument,
  type Settings,
  SHIPMENT_TYPES,
  type ShipmentType,
  type StoredShipment,
} from '#shared/domain/types';
import { SPECIAL_PROPERTIES } from '#shared/itinerary-rules/special-properties';
import { blankOr, falseOr, isTimeZone } from '#shared/master-data/record-schemas';
import { boundedString, identifier, isoDate, isoDateTime } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import { itineraryEventBody, itineraryMoveBody } from '#shared/shipments/schemas/itinerary-request';

export const settingsSchema = z.prefault(
  z.object({
    timeZone: z._default(
      z.string().check(z.refine(isTimeZone, 'expected an IANA time zone such as America/Chicago')),
      DEFAULT_SETTINGS.timeZone,
    ),
    driverAcceptance: z._default(z.boolean(), DEFAULT_SETTINGS.driverAcceptance),
    documentTypes: z._default(z.array(z.enum(DOCUMENT_TYPES)), () => [...DEFAULT_SETTINGS.documentTypes]),
    imageFormats: z._default(z.array(z.enum(IMAGE_FORMATS)), () => [...IMAGE_FORMATS]),
    // The same bounds as a request's `limit`, so the default page is one a client could ask for.
    defaultPageSize: z._default(
      z.int().check(z.minimum(1), z.maximum(1000)),
      DEFAULT_SETTINGS.defaultPageSize,
    ),
  }),
  {},
) satisfies z.ZodMiniType<Settings>;

type FileEvent = z.output<typeof itineraryEventBody>;

/** Drops the href a GET may have carried, and deadlines left empty (absent is their unset value). */
function toEvent({ site, pickupBy, dropBy, ...event }: FileEvent): ItineraryEvent {
  return {
    ...event,
    site: { id: site.id },
    ...(pickupBy ? { pickupBy } : {}),
    ...(dropBy ? { dropBy } : {}),
  };
}

const assigneeSchema = z.pipe(
  itineraryMoveBody.shape.driver.check(
    z.refine((driver) => driver.type === 'not routed' || driver.id !== '', {
      message: 'expected the id of the driver or carrier',
      path: ['id'],
    }),
  ),
  z.transform(({ type, id }): Assignee => ({ type, id: type === 'not routed' ? '' : id })),
);

const shipmentMoveSchema = z.pipe(
  z.extend(itineraryMoveBody, { driver: assigneeSchema }),
  z.transform(
    (move): Move => ({
      driver: move.driver,
      plannedDate: move.plannedDate,
      powerUnit: { id: move.powerUnit.id },
      // The status "as it stands"; a move the file leaves without one has not been acted on.
      status: move.status ?? 'pending',
      hint: move.hint,
      events: move.events.map(toEvent),
    }),
  ),
);

/**
 * The PUT drops a deadline the spec does not allow on an event; a file is master
 * data written by hand or by an export, so a misplaced one is refused as a mistake.
 */
function checkDeadlines(shipment: { type: ShipmentType; moves: Move[] }, ctx: z.core.$RefinementCtx): void {
  shipment.moves.forEach((move, m) => {
    move.events.forEach((event, e) => {
      for (const [property, rule] of Object.entries(SPECIAL_PROPERTIES)) {
        if (event[property as keyof typeof SPECIAL_PROPERTIES] === undefined) continue;
        const eventTypes: readonly string[] = rule.eventTypes;
        const shipmentTypes: readonly string[] = rule.shipmentTypes;
        if (eventTypes.includes(event.type) && shipmentTypes.includes(shipment.type)) continue;
        ctx.addIssue({
          code: 'custom',
          path: ['moves', m, 'events', e, property],
          message: `${property} is allowed only on ${eventTypes.join(', ')} events of ${shipmentTypes.join(' or ')} shipments`,
        });
      }
    });
  });
}

/**
 * A shipment's itinerary within the bounds a PUT has (decisions, "Itinerary
 * size"): at most 200 moves, 50 events a move, 512 KiB written as JSON. Checked
 * on the item as the file has it, before its schema; each message names the shipment.
 */
const withinItineraryBounds = z.unknown().check(
  z.superRefine((item, ctx) => {
    const { id, moves } = (item ?? {}) as { id?: unknown; moves?: unknown };
    const bytes = moves === undefined ? 0 : Buffer.byteLength(JSON.stringify({ moves }), 'utf8');
    const violations = [
      ...itineraryBoundViolations({ moves }),
      ...(bytes > ITINERARY_BOUNDS.bodyBytes ? [boundMessages.tooManyBytes(bytes)] : []),
    ];
    const shipment = typeof id === 'string' ? `shipment ${id}` : 'a shipment without an id';
    for (const message of violations) {
      ctx.addIssue({ code: 'custom', path: [], message: `${shipment}: ${message}`, input: item });
    }
  }),
);

export const shipmentSchema = z.pipe(
  withinItineraryBounds,
  z.pipe(
    z
      .object({
        id: identifier,
        orderNumber: z._default(boundedString(128), ''),
        status: z.string().check(z.minLength(1)),
        type: z.enum(SHIPMENT_TYPES),
        hazmat: falseOr,
        customerId: blankOr,
        createdAt: isoDateTime,
        origin: identifier,
        destination: identifier,
        equipment: z.prefault(z.object({ container: blankOr, chassis: blankOr, trailer: blankOr }), {}),
        moves: z._default(z.array(shipmentMoveSchema), () => []),
      })
      .check(z.superRefine(checkDeadlines)),
    z.transform(({ moves, ...shipment }): StoredShipment => ({ ...shipment, itinerary: { moves } })),
  ),
);

const nonShipmentEventSchema = z.pipe(
  z.extend(z.omit(itineraryEventBody, { pickupBy: true, dropBy: true }), {
    id: identifier,
    type: z
      .string()
      .check(z.regex(/^ns-[a-z0-9-]+$/, 'expected a non-shipment event type starting with "ns-"')),
  }),
  z.transform(({ site, ...event }): ItineraryEvent & { id: string } => ({ ...event, site: { id: site.id } })),
);

export const nonShipmentMoveSchema = z.pipe(
  z.object({
    driver: z.object({ id: identifier }),
    plannedDate: isoDate,
    powerUnit: z.prefault(z.object({ id: blankOr }), {}),
    status: z._default(z.enum(MOVE_STATUSES), 'pending'),
    hint: blankOr,
    // At least one event: the move's id is its first event's.
    events: z.array(nonShipmentEventSchema).check(z.minLength(1)),
  }),
  z.transform(
    ({ driver, events, ...move }): NonShipmentMove => ({
      id: events[0]!.id,
      driverId: driver.id,
      ...move,
      events,
    }),
  ),
);

const pageSchema = z.pipe(
  z.object({
    contentBase64: z
      .base64('expected base64-encoded content')
      .check(z.minLength(1, 'expected base64-encoded content')),
    contentType: z
      .string()
      .check(z.regex(/^[\w.+-]+\/[\w.+-]+$/, 'expected a media type such as image/tiff')),
  }),
  z.transform(({ contentBase64, contentType }) => ({
    content: new Uint8Array(Buffer.from(contentBase64, 'base64')),
    contentType,
  })),
);

export const documentSchema = z.object({
  shipmentId: identifier,
  type: z.enum(DOCUMENT_TYPES),
  pages: z.array(pageSchema).check(z.minLength(1)),
}) satisfies z.ZodMiniType<SeedDocument>;
