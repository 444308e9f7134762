import { etagOf } from '#shared/domain/entity-tags';
import type { ChangeAuthor, ChangeSource, ItineraryVersion } from '#shared/domain/itinerary-version';
import type { Itinerary } from '#shared/domain/types';
import { itineraryChanges } from '#shared/shipments/itinerary/changes';

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

/** The version record the data import writes for `shipment` (a first version unless `version` says otherwise). */
export function importedVersion(
  shipment: { id: string; itinerary: Itinerary },
  changedAt: Date,
  { version = 1, before }: { version?: number; before?: Itinerary } = {},
): ItineraryVersion {
  return itineraryVersion({
    shipmentId: shipment.id,
    version,
    before,
    after: shipment.itinerary,
    changedBy: IMPORT_AUTHOR,
    source: 'import',
    changedAt,
  });
}
