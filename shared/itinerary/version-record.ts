import type { ChangeAuthor, ChangeSource, ItineraryVersion } from '#shared/domain/itinerary-version';
import type { Itinerary } from '#shared/domain/types';
import type { Principal } from '#shared/http/auth';
import { etagOf } from '#shared/http/etag';
import { itineraryChanges } from './changes';

/** The author a token names: a driver by its driver id, anyone else by the token's subject. */
export const authorOf = (principal: Principal): ChangeAuthor =>
  principal.role === 'driver'
    ? { role: 'driver', id: principal.driverId }
    : { role: 'dispatcher', id: principal.subject };

/** The data import, which has no token. */
export const IMPORT_AUTHOR: ChangeAuthor = { role: 'import', id: '' };

/** The version record of a change from `before` (none for a first version) to `after`, numbered `version`. */
export function itineraryVersion(change: {
  shipmentId: string;
  version: number;
  before: Itinerary | undefined;
  after: Itinerary;
  changedBy: ChangeAuthor;
  source: ChangeSource;
  changedAt: Date;
}): ItineraryVersion {
  return {
    shipmentId: change.shipmentId,
    version: change.version,
    etag: etagOf(change.version),
    changedAt: change.changedAt.toISOString(),
    changedBy: change.changedBy,
    source: change.source,
    changes: itineraryChanges(change.before, change.after),
    itinerary: change.after,
  };
}
