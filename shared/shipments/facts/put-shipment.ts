import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { etagOf, ifMatchAccepts } from '#shared/domain/entity-tags';
import { ChangedMeanwhile, InvalidValue, RulesRefused, VersionMismatch } from '#shared/domain/errors';
import type { ChangeAuthor, ChangeSource, ItineraryVersion } from '#shared/domain/itinerary-version';
import { actorOf, type Principal } from '#shared/domain/principal';
import { statusChangeRefusal } from '#shared/domain/shipment-status';
import type { StoredShipment } from '#shared/domain/types';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { currentSettings } from '#shared/settings/current-settings';
import { derivationFor } from '#shared/shipments/facts/derivation';
import { assertReferencesUsable } from '#shared/shipments/facts/references';
import { factsChanges, SHIPMENT_BODY, shipmentFromBody } from '#shared/shipments/facts/shipment-facts';
import type { ShipmentBody } from '#shared/shipments/schemas/shipment-request';
import {
  createShipment,
  readShipmentForChange,
  saveShipmentChange,
} from '#shared/shipments/store/repository';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';

/** Without If-Match, a lost race is retried on fresh state this many times before a 409. */
const MAX_ATTEMPTS = 3;

export interface PutShipmentRequest {
  shipmentId: string;
  body: ShipmentBody;
  principal: Principal;
  ifMatch: string | undefined;
}

export interface PutShipmentResult {
  record: ShipmentRecord;
  /** A new shipment (201), not a replacement of one (200). */
  created: boolean;
}

/**
 * PUT /shipments/{id}: creates the shipment, with an empty itinerary, or
 * replaces its facts, never its itinerary. Either is a version of the
 * shipment (one version for facts and itinerary: the same `ETag`) with its
 * history record, stored only if nothing changed meanwhile. The same facts
 * again store nothing.
 */
export async function putShipment(request: PutShipmentRequest): Promise<PutShipmentResult> {
  const sentId = request.body.id;
  if (sentId !== undefined && sentId !== request.shipmentId) {
    throw new InvalidValue(
      SHIPMENT_BODY,
      'id',
      `The body's id ${sentId} is not the path's ${request.shipmentId}.`,
    );
  }
  // With If-Match the client named the version its change is based on: a lost race is a 412, not a retry.
  const named = request.ifMatch !== undefined;
  return retryOnConflict(
    named ? 1 : MAX_ATTEMPTS,
    () => attemptPut(request),
    () =>
      named
        ? new VersionMismatch()
        : new ChangedMeanwhile('The shipment was changed by another request; retry.'),
  );
}

async function attemptPut(request: PutShipmentRequest): Promise<PutShipmentResult> {
  const [record, settings] = await Promise.all([
    readShipmentForChange(request.shipmentId),
    currentSettings(),
    assertReferencesUsable(request.body),
  ]);
  // If-Match names a version: a shipment that does not exist has none.
  if (
    request.ifMatch !== undefined &&
    (record === undefined || !ifMatchAccepts(request.ifMatch, record.version))
  ) {
    throw new VersionMismatch();
  }
  const author: FactsAuthor = { changedBy: actorOf(request.principal), source: 'api' };
  if (record === undefined) {
    const changedAt = new Date();
    const shipment = shipmentFromBody(request.shipmentId, request.body, changedAt.toISOString());
    const stored: StoredShipment = { ...shipment, itinerary: { moves: [] } };
    const version = factsVersion(author, stored, undefined, 1, changedAt);
    // An empty itinerary implies no plan entry nor equipment use, wherever its places are.
    const uses = equipmentUseDerivation(everywhereIn(settings.timeZone));
    return { record: await createShipment(stored, version, uses), created: true };
  }
  return {
    record: await storeFactsChange(record, request.body, author, settings.timeZone),
    created: false,
  };
}

/** Who changes a shipment's facts, as its version record keeps it: a PUT's caller, or an import. */
export interface FactsAuthor {
  changedBy: ChangeAuthor;
  source: ChangeSource;
}

/**
 * Replaces a stored shipment's facts with `body`'s, never its itinerary: the
 * status rule (RulesRefused, the 422), then the version after `record`,
 * stored only if nothing changed meanwhile (ConcurrentUpdateError). The same
 * facts again store nothing: resolves `record` itself.
 */
export async function storeFactsChange(
  record: ShipmentRecord,
  body: ShipmentBody,
  author: FactsAuthor,
  tmsTimeZone: string,
): Promise<ShipmentRecord> {
  const previous = record.shipment;
  const refusal = statusChangeRefusal(previous.id, previous.status, body.status);
  if (refusal !== undefined) throw new RulesRefused([refusal], true);
  const next: StoredShipment = {
    ...shipmentFromBody(previous.id, body, previous.createdAt),
    itinerary: previous.itinerary,
  };
  const version = factsVersion(author, next, previous, record.version + 1, new Date());
  if (version.changes.length === 0) return record;
  const uses = await derivationFor(previous.itinerary, tmsTimeZone);
  return saveShipmentChange(record, next, uses, version);
}

/** The version record of a facts change: the itinerary as it stands, and what changed in the facts. */
function factsVersion(
  author: FactsAuthor,
  next: StoredShipment,
  previous: StoredShipment | undefined,
  version: number,
  changedAt: Date,
): ItineraryVersion {
  return {
    shipmentId: next.id,
    version,
    etag: etagOf(version),
    changedAt: changedAt.toISOString(),
    ...author,
    changes: factsChanges(previous, next),
    itinerary: next.itinerary,
  };
}
