import type { ItineraryVersion, ItineraryVersionEntry } from '#shared/domain/itinerary-version';
import type { StoredShipment } from '#shared/domain/types';
import { hrefs } from './hrefs';
import { renderItinerary } from './itinerary';
import type { LocationDirectory } from './locations';

/** A history item: the version without its itinerary. */
export function renderVersionSummary(version: ItineraryVersionEntry) {
  return {
    version: version.version,
    etag: version.etag,
    changedAt: version.changedAt,
    changedBy: version.changedBy,
    source: version.source,
    changes: version.changes,
    self: hrefs.itineraryVersion(version.shipmentId, version.version),
  };
}

/** A version with the itinerary as it was then, rendered as GET itinerary renders the current one. */
export function renderVersion(
  version: ItineraryVersion,
  shipment: StoredShipment,
  directory: LocationDirectory,
) {
  return {
    ...renderVersionSummary(version),
    itinerary: renderItinerary({ ...shipment, itinerary: version.itinerary }, directory),
  };
}

/**
 * A preview of an itinerary change: the itinerary as the PUT would answer it,
 * and the changes and number of the version it would make, as history shows them.
 */
export function renderItineraryPreview(
  version: ItineraryVersion,
  shipment: StoredShipment,
  directory: LocationDirectory,
) {
  const { version: number, changes } = renderVersionSummary(version);
  return {
    itinerary: renderItinerary({ ...shipment, itinerary: version.itinerary }, directory),
    changes,
    version: number,
  };
}
