import { collectionPage } from '#shared/schemas/collections';
import { described, documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';
import { itinerary } from '#shared/shipments/schemas/itinerary-response';

export const itineraryChange = documented(
  z.object({
    path: described(z.string(), 'The value that changed, e.g. `moves[0].events[1].arrived`.'),
    from: described(
      z.unknown(),
      'The value before, as stored (no links or location details); `null` for an added move or event.',
    ),
    to: described(z.unknown(), 'The value after, as stored; `null` for a removed move or event.'),
  }),
  { id: 'ItineraryChange' },
);

const CHANGES =
  'What changed since the previous version, automatic changes included; lists are compared position by position, and a first version adds every move.';

const versionFields = {
  version: described(z.int(), '1 for the imported itinerary, then one more per change.'),
  etag: described(z.string(), "The itinerary's `ETag` right after this version."),
  changedAt: described(z.string(), 'When the change was stored, ISO 8601 UTC.'),
  changedBy: described(
    z.object({
      role: z.enum(['dispatcher', 'driver', 'client', 'import']),
      id: z.string(),
      name: z.optional(described(z.string(), "A machine client's name (role `client` only).")),
    }),
    "Who made the change: a driver by its driver id, a dispatcher by its token's subject, a machine client (integration) by its client id and name, or the data import (empty id).",
  ),
  source: described(z.enum(['api', 'import']), 'A PUT of the itinerary, or a load of the data file.'),
  changes: described(z.array(itineraryChange), CHANGES),
  self: z.string(),
};

export const itineraryVersionSummary = documented(z.object(versionFields), { id: 'ItineraryVersionSummary' });

/** What a version's answer carries in place of its changes when both do not fit one answer. */
const omittedChanges = documented(
  z.object({
    href: described(
      z.string(),
      'The history page listing the version (`offset` as it was when answered, `limit=1`), which has its changes.',
    ),
    omitted: z.literal(true),
  }),
  {
    id: 'OmittedFromAnswer',
    description: 'Left out of the answer, which could not hold it beside the itinerary: read it at `href`.',
  },
);

export const itineraryVersion = documented(
  z.object({
    ...versionFields,
    changes: described(
      z.union([z.array(itineraryChange), omittedChanges]),
      `${CHANGES} When they do not fit one answer beside the itinerary (at the bounds), a link to them.`,
    ),
    itinerary: described(itinerary, 'The itinerary as it was right after this version.'),
  }),
  { id: 'ItineraryVersion' },
);

export const itineraryHistoryPage = collectionPage(itineraryVersionSummary, 'ItineraryHistoryPage');

export const itineraryPreview = documented(
  z.object({
    itinerary: described(
      itinerary,
      'The itinerary as the PUT of this body would answer it, automatic changes included; nothing is stored.',
    ),
    changes: versionFields.changes,
    version: described(z.int(), 'The version the PUT would make: the current one plus one.'),
  }),
  { id: 'ItineraryPreview' },
);
