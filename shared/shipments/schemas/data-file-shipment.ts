/**
 * A shipment of the data file (data-format.md) as a load and an import read
 * it: its facts as the file writes them (`customerId`, `origin`), and its
 * moves in the shape of the itinerary PUT's body (a file itinerary must have
 * exactly the shape a client could PUT), within the PUT's bounds. Outputs the
 * stored shipment with the service's unset values ('' and false) where the
 * file leaves a field out.
 */

import { boundMessages, ITINERARY_BOUNDS, itineraryBoundViolations } from '#shared/domain/itinerary-bounds';
import {
  type Assignee,
  type ItineraryEvent,
  type Move,
  SHIPMENT_TYPES,
  type ShipmentType,
  type StoredShipment,
} from '#shared/domain/types';
import { SPECIAL_PROPERTIES } from '#shared/itinerary-rules/special-properties';
import { blankOr, falseOr } from '#shared/master-data/record-schemas';
import { boundedString, identifier, isoDateTime } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import { type itineraryEventBody, itineraryMoveBody } from '#shared/shipments/schemas/itinerary-request';

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
