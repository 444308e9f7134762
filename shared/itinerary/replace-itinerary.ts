import { StorageLimitError } from '#shared/data/errors';
import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { getShipmentToChange, putShipmentWithItinerary, type ShipmentRecord } from '#shared/data/shipments';
import { todayIn } from '#shared/domain/calendar';
import { ifMatchAccepts } from '#shared/domain/entity-tags';
import {
  AccessDenied,
  ChangedMeanwhile,
  NotFound,
  RulesRefused,
  TooLargeToStore,
  VersionMismatch,
} from '#shared/domain/errors';
import { actorOf, type Principal } from '#shared/domain/principal';
import {
  equipmentUseDerivation,
  evaluateItinerary,
  type RulesInput,
  timeZonesOfInput,
} from '#shared/itinerary-rules/index';
import type { LocationDirectory } from '#shared/presenters/locations';
import type { ItineraryBody } from '#shared/schemas/itinerary';
import { currentSettings } from '#shared/settings/current-settings';
import { assertMayReachShipment } from '#shared/shipments/access';
import { driverChangesAreAllowed } from './driver-authority';
import { itineraryFromBody } from './from-body';
import { gatherRulesInput } from './rules-input';
import { itineraryVersion } from './version-record';

const directoryOf = (input: RulesInput): LocationDirectory => ({
  site: new Map(Object.entries(input.sites)),
  yard: new Map(Object.entries(input.yards)),
  crossDock: new Map(Object.entries(input.crossDocks)),
});

/** Without If-Match, a lost race is retried on fresh state this many times before a 409. */
const MAX_ATTEMPTS = 3;

export interface ReplaceItineraryRequest {
  shipmentId: string;
  body: ItineraryBody;
  principal: Principal;
  ifMatch: string | undefined;
}

/**
 * PUT /shipments/{id}/itinerary: validates the proposed itinerary against the
 * stored one and every business rule, then stores it with the driver plans and
 * equipment uses it implies and its version record (who changed what),
 * atomically and only if nothing changed meanwhile.
 */
export async function replaceItinerary(
  request: ReplaceItineraryRequest,
): Promise<{ record: ShipmentRecord; directory: LocationDirectory }> {
  // With If-Match the client named the version its change is based on: a lost race is a 412, not a retry.
  const named = request.ifMatch !== undefined;
  return retryOnConflict(
    named ? 1 : MAX_ATTEMPTS,
    () => attemptReplace(request),
    () =>
      named
        ? new VersionMismatch()
        : new ChangedMeanwhile('The itinerary was changed by another request; retry.'),
  );
}

/** One read-validate-write of the itinerary, on fresh reads. */
async function attemptReplace(
  request: ReplaceItineraryRequest,
): Promise<{ record: ShipmentRecord; directory: LocationDirectory }> {
  // Settings (cached for a minute) are read alongside the shipment, never as a round trip of their own.
  const [record, settings] = await Promise.all([getShipmentToChange(request.shipmentId), currentSettings()]);
  if (!record) throw new NotFound('Shipment not found.');
  if (request.ifMatch !== undefined && !ifMatchAccepts(request.ifMatch, record.version)) {
    throw new VersionMismatch();
  }
  const stored = record.shipment;
  assertMayReachShipment(request.principal, stored);
  const proposed = itineraryFromBody(request.body, stored.itinerary);
  if (
    request.principal.role === 'driver' &&
    !driverChangesAreAllowed(request.principal.driverId, stored.itinerary, proposed)
  ) {
    throw new AccessDenied(
      'A driver may change only arrived, departed, completed and note of its own events.',
    );
  }

  const input = await gatherRulesInput(stored, proposed, settings, todayIn(settings.timeZone));
  const result = evaluateItinerary(input);
  if (!result.ok) {
    throw new RulesRefused(result.failures, result.kind === 'status');
  }

  try {
    const saved = await putShipmentWithItinerary(
      record,
      { ...stored, itinerary: result.itinerary },
      equipmentUseDerivation(timeZonesOfInput(input)),
      itineraryVersion({
        shipmentId: stored.id,
        version: record.version + 1,
        before: stored.itinerary,
        after: result.itinerary,
        changedBy: actorOf(request.principal),
        source: 'api',
        changedAt: new Date(),
      }),
    );
    // The rules read every location the itinerary names: the response needs no second read.
    return { record: saved, directory: directoryOf(input) };
  } catch (error) {
    if (error instanceof StorageLimitError) {
      throw new TooLargeToStore(`The itinerary is too large to store: ${error.reason}.`);
    }
    throw error;
  }
}
