import { OUTBOUND_EVENT_TYPES, type OutboundEventType } from '#shared/domain/outbound-event';
import { described, documented } from '#shared/schemas/documented';
import { boundedString, identifier, isoDateTime, limitParam } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import { outboundEventType } from '#shared/webhooks/request-schemas';

const isOutboundEventType = (name: string): name is OutboundEventType =>
  (OUTBOUND_EVENT_TYPES as readonly string[]).includes(name);

/** `types`: event types separated by commas, each one the service publishes. */
const typeList = z.pipe(
  z
    .string()
    .check(
      z.refine(
        (value) => value.split(',').every(isOutboundEventType),
        `expected event types separated by commas, of ${OUTBOUND_EVENT_TYPES.join(', ')}`,
      ),
    ),
  z.transform((value) => value.split(',') as OutboundEventType[]),
);

export const eventFeedQuery = documented(
  z.object({
    after: described(
      z.optional(boundedString(200, 1)),
      "A cursor (`next`, or an item's `position`): the page starts after it. The oldest event kept when omitted.",
    ),
    limit: described(z.optional(limitParam), 'Positions examined at most, 1 to 1000; 100 when omitted.'),
    types: described(
      z.optional(typeList),
      'Only these event types, separated by commas; every type when omitted.',
    ),
  }),
  { id: 'EventFeedQuery' },
);

export const eventPath = z.object({ eventId: identifier });

const eventFields = {
  id: described(z.string(), "The event's id, as in its webhook delivery: dedupe by it."),
  type: outboundEventType,
  timestamp: described(isoDateTime, 'When the change was committed, as in its webhook delivery.'),
  data: z.record(z.string(), z.unknown()),
};

export const feedEvent = documented(z.object(eventFields), { id: 'OutboundEvent' });

export const eventFeedPage = documented(
  z.object({
    self: described(z.string(), 'The exact request for this page.'),
    next: described(
      z.string(),
      'Request for the following page, always present (on an empty page too): store it and ask again later.',
    ),
    items: z.array(
      z.object({
        ...eventFields,
        position: described(z.string(), 'The cursor that resumes right after this event.'),
      }),
    ),
  }),
  { id: 'EventFeedPage' },
);
