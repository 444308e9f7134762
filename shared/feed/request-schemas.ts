import { OUTBOUND_EVENT_TYPES, type OutboundEventType } from '#shared/domain/outbound-event';
import { described, documented } from '#shared/schemas/documented';
import { limitParam } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';

const typeNamesOf = (value: string) => value.split(',').map((type) => type.trim());
const isEventType = (name: string): name is OutboundEventType =>
  (OUTBOUND_EVENT_TYPES as readonly string[]).includes(name);

/** `types=a,b`: event types the service publishes; an unknown one is refused naming `types` and the value. */
const eventTypes = z.pipe(
  z.string().check(
    z.maxLength(1000),
    z.refine((value) => typeNamesOf(value).every(isEventType), {
      error: (issue) =>
        `unknown event type ${typeNamesOf(String(issue.input))
          .filter((name) => !isEventType(name))
          .map((name) => JSON.stringify(name))
          .join(', ')}; each must be one of ${OUTBOUND_EVENT_TYPES.join(', ')}`,
    }),
  ),
  z.transform((value) => typeNamesOf(value).filter(isEventType)),
);

export const feedQuery = documented(
  z.object({
    after: described(
      z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
      "A cursor (`next`, or an item's `position`): the page starts after it. Without it, at the oldest event kept.",
    ),
    limit: described(z.optional(limitParam), 'Events per page, 1 to 1000; 100 when omitted.'),
    types: described(
      z.optional(eventTypes),
      'Comma-separated event types to list; every type the caller may read when omitted.',
    ),
  }),
  { id: 'EventFeedQuery' },
);

/** An event id as the service makes them (derive-events.ts). */
export const eventPath = z.object({
  eventId: z.string().check(z.regex(/^evt_[A-Za-z0-9_-]{32}$/, 'expected an event id (evt_...)')),
});
