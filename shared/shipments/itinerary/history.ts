import type { Page, PageRequest } from '#shared/data/pagination';
import { resourceNotFound } from '#shared/domain/errors';
import type { ItineraryVersion, ItineraryVersionEntry } from '#shared/domain/itinerary-version';
import type { LocationDirectory } from '#shared/domain/location-directory';
import type { Principal } from '#shared/domain/principal';
import { completeDirectory, locationDirectoryFor } from '#shared/master-data/locations';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';
import {
  getItineraryVersionItem,
  itineraryVersionFromItem,
  listItineraryVersionsFrom,
  movesHeldBy,
} from '#shared/shipments/store/history';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';

/**
 * A history page holds at most 100 versions and 1 MB of JSON, whatever
 * `limit` asks: a version repeats whole moves, and a page must stay well
 * within Lambda's 6 MB response (docs/api-behaviour.md, Change history).
 */
export const HISTORY_PAGE_BOUNDS = { maxItems: 100, maxBytes: 1_000_000 } as const;

/**
 * GET history: a page of the shipment's versions, newest first, for whoever
 * may read its itinerary. The shipment's version is the newest one, so the
 * page is a range of version numbers: no versions are read to be skipped.
 */
export async function readItineraryHistory(
  request: { shipmentId: string; uri: string; principal: Principal },
  page: PageRequest,
): Promise<Page<ItineraryVersionEntry>> {
  const { shipment, version } = await requireShipment(request.shipmentId, request.uri);
  assertMayReachShipment(request.principal, shipment);
  return listItineraryVersionsFrom(request.shipmentId, version - page.offset, page.limit);
}

/**
 * GET history/{version}: one version, the shipment it belongs to and the
 * locations it names; unknown versions are 404. In two round trips: the
 * shipment and the record at once, then the other pages of a record that
 * holds only some (the records it names) beside the locations of the moves
 * known by then (the record's own, and the current itinerary's for the other
 * pages, which most often still hold the same). Only locations named by none
 * of those cost a third.
 */
export async function readItineraryVersion(request: {
  shipmentId: string;
  version: number;
  uri: string;
  principal: Principal;
}): Promise<{ version: ItineraryVersion; record: ShipmentRecord; directory: LocationDirectory }> {
  // Both reads at once: the version cannot be shown before access is checked, but it can be read.
  const [record, item] = await Promise.all([
    requireShipment(request.shipmentId, request.uri),
    getItineraryVersionItem(request.shipmentId, request.version),
  ]);
  assertMayReachShipment(request.principal, record.shipment);
  if (item === undefined) throw resourceNotFound(request.uri);
  const held = movesHeldBy(item);
  const known = (held.whole ? held.moves : [...held.moves, ...record.shipment.itinerary.moves]).flatMap(
    (move) => move.events,
  );
  const [version, directory] = await Promise.all([
    itineraryVersionFromItem(item),
    locationDirectoryFor(known),
  ]);
  const events = version.itinerary.moves.flatMap((move) => move.events);
  return { version, record, directory: await completeDirectory(directory, known, events) };
}
