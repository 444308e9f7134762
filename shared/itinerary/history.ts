import { getItineraryVersion, listItineraryVersionsFrom } from '#shared/data/itinerary-history';
import type { Page, PageRequest } from '#shared/data/pagination';
import type { ShipmentRecord } from '#shared/data/shipments';
import { resourceNotFound } from '#shared/domain/errors';
import type { ItineraryVersion, ItineraryVersionEntry } from '#shared/domain/itinerary-version';
import type { Principal } from '#shared/domain/principal';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';

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

/** GET history/{version}: one version and the shipment it belongs to; unknown versions are 404. */
export async function readItineraryVersion(request: {
  shipmentId: string;
  version: number;
  uri: string;
  principal: Principal;
}): Promise<{ version: ItineraryVersion; record: ShipmentRecord }> {
  // Both reads at once: the version cannot be shown before access is checked, but it can be read.
  const [record, version] = await Promise.all([
    requireShipment(request.shipmentId, request.uri),
    getItineraryVersion(request.shipmentId, request.version),
  ]);
  assertMayReachShipment(request.principal, record.shipment);
  if (version === undefined) throw resourceNotFound(request.uri);
  return { version, record };
}
