import { StorageLimitError } from '#shared/data/errors';
import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { ChangedMeanwhile, TooLargeToStore, VersionMismatch } from '#shared/domain/errors';
import type { LocationDirectory } from '#shared/domain/location-directory';
import {
  prepareReplacement,
  type ReplaceItineraryRequest,
} from '#shared/shipments/itinerary/prepare-replacement';
import { shipmentRepository } from '#shared/shipments/store/repository';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';

/** Without If-Match, a lost race is retried on fresh state this many times before a 409. */
const MAX_ATTEMPTS = 3;

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

/** One read-validate-write of the itinerary, on fresh reads: the preview's decision, then the store write. */
async function attemptReplace(
  request: ReplaceItineraryRequest,
): Promise<{ record: ShipmentRecord; directory: LocationDirectory }> {
  const { record, next, uses, version, directory } = await prepareReplacement(
    request,
    shipmentRepository.readForChange,
  );
  try {
    const saved = await shipmentRepository.writeChange(record, next, uses, version);
    return { record: saved, directory };
  } catch (error) {
    if (error instanceof StorageLimitError) {
      throw new TooLargeToStore(`The itinerary is too large to store: ${error.reason}.`);
    }
    throw error;
  }
}
