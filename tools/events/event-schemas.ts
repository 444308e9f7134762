import { MASTER_COLLECTION_PATHS, type MasterKindName } from '#shared/domain/hrefs';
import { type DeliveredEventType, MAX_EVENT_DATA_BYTES } from '#shared/domain/outbound-event';
import { ASSIGNEE_TYPES, MOVE_STATUSES } from '#shared/domain/types';
import { described, documented } from '#shared/schemas/documented';
import { reference } from '#shared/schemas/responses/references';
import * as z from '#shared/schemas/zod';
import { itineraryChange } from '#shared/shipments/schemas/history-response';
import { shipment as shipmentResource } from '#shared/shipments/schemas/shipment-response';

/**
 * What each outbound event carries, for the API document's `webhooks` and the
 * event catalogue of docs/webhooks.md. Values of the itinerary are as stored
 * (references by id, no links or location details), as in its history.
 */

const shipment = described(reference, 'The shipment: `id` and `href`.');
const driver = described(reference, 'The driver whose non-shipment move it is: `id` and `href`.');
const moveStatus = z.enum(MOVE_STATUSES);

const storedEvent = documented(
  z.object({
    type: z.string(),
    site: z.object({ id: z.string() }),
    scheduled: z.string(),
    appointment: z.object({ start: z.string(), end: z.string(), number: z.string() }),
    arrived: z.string(),
    departed: z.string(),
    completed: z.boolean(),
    note: z.string(),
    pickupBy: z.optional(z.string()),
    dropBy: z.optional(z.string()),
    id: described(z.optional(z.string()), 'Non-shipment events only.'),
  }),
  { id: 'StoredEvent', description: 'An event as stored: its site by id, times exactly as sent.' },
);

const storedMove = documented(
  z.object({
    driver: z.object({ type: z.enum(ASSIGNEE_TYPES), id: z.string() }),
    plannedDate: z.string(),
    powerUnit: z.object({ id: z.string() }),
    status: moveStatus,
    hint: z.string(),
    events: z.array(storedEvent),
  }),
  { id: 'StoredMove' },
);

/** What an event carries in place of a part too large for it: where to read it. */
const omittedPart = documented(
  z.object({
    href: described(
      z.string(),
      'The version in the history, `GET /shipments/{id}/itinerary/history/{version}`, which has it.',
    ),
    omitted: z.literal(true),
  }),
  { id: 'OmittedFromEvent', description: 'Left out of the event, too large for it: read it at `href`.' },
);

const shipmentEventAt = z.extend(storedEvent, {
  index: described(z.int(), "The event's position in its move."),
});

/** A shipment move's event, or a driver's non-shipment event. */
const eventOf = (description: string) =>
  described(
    z.union([
      z.object({
        shipment,
        move: described(z.int(), "The move's position in the itinerary."),
        event: shipmentEventAt,
      }),
      z.object({ driver, event: storedEvent }),
    ]),
    description,
  );

const documentFields = {
  shipment,
  type: described(z.string(), 'The document type, e.g. `POD`.'),
  submission: described(reference, 'The submission: follow `href` for its details.'),
};

export const EVENT_DATA = {
  'shipment.created': described(
    shipmentResource,
    'A shipment was created, by `PUT /shipments/{id}` or a data load: the shipment as `GET /shipments/{id}` shows it. Its itinerary is empty until its first `itinerary.updated`.',
  ),
  'shipment.updated': described(
    z.extend(shipmentResource, {
      changed: described(
        z.array(z.string()),
        'The fields whose values changed, as GET names them, e.g. `["status"]`.',
      ),
    }),
    "A shipment's facts changed (status, customer, places, equipment, order number): the shipment as GET now shows it, and `changed`. A declined or cancelled shipment's moves have left drivers' plans.",
  ),
  'itinerary.updated': described(
    z.object({
      shipment,
      version: described(z.int(), 'The version this change made: drop an event older than one already seen.'),
      etag: described(z.string(), "The itinerary's `ETag` after the change."),
      changedBy: z.object({ role: z.enum(['dispatcher', 'driver', 'import']), id: z.string() }),
      source: z.enum(['api', 'import']),
      changes: described(
        z.optional(z.union([z.array(itineraryChange), omittedPart])),
        'Only when `itinerary` is left out: what changed since the previous version, as the history lists it; itself a link when too large for an event.',
      ),
      itinerary: described(
        z.union([z.object({ moves: z.array(storedMove) }), omittedPart]),
        `The itinerary as it was right after the change; a link to the version in the history when the event cannot carry it (over ${MAX_EVENT_DATA_BYTES / 1024} KiB of data).`,
      ),
    }),
    "A shipment's itinerary was stored: imported (version 1), or changed by a PUT or a data load.",
  ),
  'move.status.changed': described(
    z.union([
      z.object({
        shipment,
        move: described(z.int(), "The move's position."),
        from: moveStatus,
        to: moveStatus,
      }),
      z.object({
        driver,
        move: described(z.string(), "The non-shipment move's id."),
        from: moveStatus,
        to: moveStatus,
      }),
    ]),
    "A move's status changed (accepted, rejected, in progress, completed), on a shipment or a driver's non-shipment move.",
  ),
  'event.arrived': eventOf('An arrival was recorded on an event (it had none before).'),
  'event.departed': eventOf('A departure was recorded on an event (it had none before).'),
  'document.stored': described(
    z.object(documentFields),
    "A submission completed: its document is now the shipment's current one of its type.",
  ),
  'document.failed': described(
    z.object({ ...documentFields, reason: described(z.string(), 'Why it failed.') }),
    'A submission failed after its retries.',
  ),
  'non-shipment-event.updated': described(
    z.object({ driver, event: storedEvent }),
    "A driver's non-shipment event changed (arrived, departed, completed or note).",
  ),
  'master-data.updated': described(
    z.object({
      kind: described(
        z.enum(Object.keys(MASTER_COLLECTION_PATHS) as [MasterKindName, ...MasterKindName[]]),
        'What kind of record.',
      ),
      id: z.string(),
      href: described(z.string(), 'The record, e.g. `/drivers/D-9`.'),
      active: described(z.boolean(), '`false`: the record is retired.'),
    }),
    'A customer, driver, carrier, location or piece of equipment was created or changed through the API (retired included).',
  ),
  'webhook.test': described(
    z.object({ webhook: described(reference, 'The subscription tested: `id` and `href`.') }),
    'Sent by `POST /webhooks/{id}/test` to that subscription alone, to check that its receiver verifies and answers: never published to the feed or to other subscriptions, and no subscription lists it among its events.',
  ),
} satisfies Record<DeliveredEventType, z.ZodMiniType>;

/** The webhook body of an event type, as a receiver gets it (and EventBridge's `detail`). */
export const webhookPayload = (type: DeliveredEventType) =>
  documented(
    z.object({
      id: described(
        z.string(),
        "The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it.",
      ),
      type: z.literal(type),
      timestamp: described(z.string(), 'When the change was committed, ISO 8601 UTC.'),
      data: EVENT_DATA[type],
    }),
    {
      id: `${type
        .split(/[.-]/)
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join('')}Event`,
    },
  );
