import { hrefs } from '#shared/domain/hrefs';
import { answerTextBytes } from '#shared/domain/itinerary-bounds';
import type { ItineraryVersion, ItineraryVersionEntry } from '#shared/domain/itinerary-version';
import type { LocationDirectory } from '#shared/domain/location-directory';
import type { StoredShipment } from '#shared/domain/types';
import { renderItinerary } from '#shared/shipments/presenters/itinerary';

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

/**
 * What a version's answer may take, as Lambda's payload carries it: its 6 MB
 * limit less room for the status, the headers and the envelope.
 */
export const VERSION_ANSWER_BYTES = 6 * 1024 * 1024 - 64 * 1024;

/**
 * A version with the itinerary as it was then, rendered as GET itinerary
 * renders the current one. When both do not fit one answer, the itinerary
 * stays (nowhere else has it) and `changes` becomes a link to the history
 * page that lists the version, `{ href, omitted: true }`, as an outbound
 * event's parts too large for it are (docs/api-behaviour.md, History).
 * `shipmentVersion`, the shipment's current one, places the version in that page.
 */
export function renderVersion(
  version: ItineraryVersion,
  shipment: StoredShipment,
  directory: LocationDirectory,
  shipmentVersion: number,
) {
  const whole = {
    ...renderVersionSummary(version),
    itinerary: renderItinerary({ ...shipment, itinerary: version.itinerary }, directory),
  };
  if (answerTextBytes(JSON.stringify(whole)) <= VERSION_ANSWER_BYTES) return whole;
  const offset = shipmentVersion - version.version;
  return {
    ...whole,
    changes: {
      href: `${hrefs.itineraryHistory(version.shipmentId)}?offset=${offset}&limit=1`,
      omitted: true as const,
    },
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
