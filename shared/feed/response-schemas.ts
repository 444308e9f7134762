import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { described, documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';

export const feedEvent = documented(
  z.object({
    id: described(z.string(), "The event id, the same as the webhook delivery's: dedupe by it across both."),
    type: z.enum(OUTBOUND_EVENT_TYPES),
    timestamp: described(z.string(), 'When the change was committed, ISO 8601 UTC (as delivered).'),
    data: z.record(z.string(), z.unknown()),
    position: described(z.string(), 'The cursor that resumes after this event (pass it as `after`).'),
  }),
  { id: 'FeedEvent' },
);

export const feedPage = documented(
  z.object({
    self: described(z.string(), 'The exact request for this page.'),
    next: described(
      z.string(),
      'The request for the following page; always present, on an empty page too: follow it while `hasMore`, then poll it.',
    ),
    hasMore: described(
      z.boolean(),
      'Whether positions exist after `next`, whatever `types` hides: follow `next` while true (a page can be empty and still have more); false means this page reached the newest event.',
    ),
    items: z.array(feedEvent),
  }),
  { id: 'EventFeedPage' },
);
