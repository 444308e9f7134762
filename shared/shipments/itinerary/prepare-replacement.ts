import { todayIn } from '#shared/domain/calendar';
import { ifMatchAccepts } from '#shared/domain/entity-tags';
import { AccessDenied, NotFound, RulesRefused, VersionMismatch } from '#shared/domain/errors';
import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import type { LocationDirectory } from '#shared/domain/location-directory';
import { actorOf, type Principal } from '#shared/domain/principal';
import type { EquipmentUseDerivation, StoredShipment } from '#shared/domain/types';
import {
  equipmentUseDerivation,
  evaluateItinerary,
  type RulesInput,
  timeZonesOfInput,
} from '#shared/itinerary-rules/index';
import { currentSettings } from '#shared/settings/current-settings';
import { assertMayReachShipment } from '#shared/shipments/access';
import { driverChangesAreAllowed } from '#shared/shipments/itinerary/driver-authority';
import { itineraryFromBody } from '#shared/shipments/itinerary/from-body';
import { gatherRulesInput } from '#shared/shipments/itinerary/rules-input';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import type { ItineraryBody } from '#shared/shipments/schemas/itinerary-request';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';

const directoryOf = (input: RulesInput): LocationDirectory => ({
  site: new Map(Object.entries(input.sites)),
  yard: new Map(Object.entries(input.yards)),
  crossDock: new Map(Object.entries(input.crossDocks)),
});

export interface ReplaceItineraryRequest {
  shipmentId: string;
  body: ItineraryBody;
  principal: Principal;
  ifMatch: string | undefined;
}

/** An itinerary change decided but not stored: everything the store write takes, and what the answer shows. */
export interface PreparedReplacement {
  /** The shipment as read: the write is conditional on it being unchanged. */
  record: ShipmentRecord;
  /** The shipment with the itinerary the rules accepted, automatic effects applied. */
  next: StoredShipment;
  uses: EquipmentUseDerivation;
  /** The version record the change makes: its number, who, when, and the changes. */
  version: ItineraryVersion;
  /** Every location the itinerary names: the rules read them, so the answer needs no second read. */
  directory: LocationDirectory;
}

/** How the shipment to change is read: the PUT's reader and the preview's may differ in what else they do. */
export type ShipmentReader = (shipmentId: string) => Promise<ShipmentRecord | undefined>;

/**
 * The decision part of an itinerary PUT, shared by the PUT and its preview so
 * that both answer alike: reads the shipment (with `readShipment`, and the
 * settings), checks `If-Match`, who may change what, and every business rule,
 * and works out the next itinerary and the version record it would make.
 * Stores nothing.
 */
export async function prepareReplacement(
  request: ReplaceItineraryRequest,
  readShipment: ShipmentReader,
): Promise<PreparedReplacement> {
  // Settings (cached for a minute) are read alongside the shipment, never as a round trip of their own.
  const [record, settings] = await Promise.all([readShipment(request.shipmentId), currentSettings()]);
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

  return {
    record,
    next: { ...stored, itinerary: result.itinerary },
    uses: equipmentUseDerivation(timeZonesOfInput(input)),
    version: itineraryVersion({
      shipmentId: stored.id,
      version: record.version + 1,
      before: stored.itinerary,
      after: result.itinerary,
      changedBy: actorOf(request.principal),
      source: 'api',
      changedAt: new Date(),
    }),
    directory: directoryOf(input),
  };
}
