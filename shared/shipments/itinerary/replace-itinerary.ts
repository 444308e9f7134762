import { StorageLimitError, WriteUnderWay } from '#shared/data/errors';
import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { ifMatchAccepts } from '#shared/domain/entity-tags';
import { BeingChanged, ChangedMeanwhile, TooLargeToStore, VersionMismatch } from '#shared/domain/errors';
import type { LocationDirectory } from '#shared/domain/location-directory';
import {
  prepareReplacement,
  type ReplaceItineraryRequest,
} from '#shared/shipments/itinerary/prepare-replacement';
import { readShipment, readShipmentForChange, saveShipmentChange } from '#shared/shipments/store/repository';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';

/** A lost race is retried on fresh state this many times before a 409. */
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
  // Each attempt reads afresh and checks If-Match again: a version that moved is a 412 there, and a
  // tag still current after a lost race (another write's lock, a load's new rank) is no reason for one.
  return retryOnConflict(
    MAX_ATTEMPTS,
    () => attemptReplace(request),
    () => new ChangedMeanwhile('The itinerary was changed by another request; retry.'),
  );
}

/** One read-validate-write of the itinerary, on fresh reads: the preview's decision, then the store write. */
async function attemptReplace(
  request: ReplaceItineraryRequest,
): Promise<{ record: ShipmentRecord; directory: LocationDirectory }> {
  try {
    const { record, next, uses, version, directory } = await prepareReplacement(
      request,
      readShipmentForChange,
    );
    const saved = await saveShipmentChange(record, next, uses, version);
    return { record: saved, directory };
  } catch (error) {
    if (error instanceof StorageLimitError) {
      throw new TooLargeToStore(`The itinerary is too large to store: ${error.reason}.`);
    }
    if (error instanceof WriteUnderWay) throw await blockedAnswer(request, error);
    throw error;
  }
}

/**
 * Another write holds the shipment: a stale If-Match is a 412 all the same;
 * else retrying at once cannot get through, so the client is told when to.
 */
async function blockedAnswer(request: ReplaceItineraryRequest, blocked: WriteUnderWay): Promise<Error> {
  if (request.ifMatch !== undefined) {
    const record = await readShipment(request.shipmentId);
    if (record !== undefined && !ifMatchAccepts(request.ifMatch, record.version))
      return new VersionMismatch();
  }
  const seconds = Math.max(1, Math.ceil(blocked.retryAfterMs / 1_000));
  return new BeingChanged(
    `The shipment is being changed by another request; retry in ${seconds} seconds.`,
    seconds,
  );
}
