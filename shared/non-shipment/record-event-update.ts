import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { ChangedMeanwhile, NotFound, RulesRefused } from '#shared/domain/errors';
import type { LocationDirectory } from '#shared/domain/location-directory';
import type { ItineraryEvent } from '#shared/domain/types';
import { equipmentUseDerivation, timeZonesOf } from '#shared/itinerary-rules/index';
import { locationDirectoryFor } from '#shared/master-data/locations';
import { getNonShipmentEvent, putNonShipmentMove } from '#shared/non-shipment/store';
import { currentSettings } from '#shared/settings/current-settings';
import { applyEventUpdate, type NonShipmentEventUpdate } from './event-update-rules';

const MAX_ATTEMPTS = 3;

/**
 * Reads the event's move and its locations, applies the update and stores the
 * move only if it is unchanged since the read; a lost race is retried on fresh
 * state. Answers the event as stored, with the locations (for its rendering).
 */
export async function recordNonShipmentEventUpdate(
  driverId: string,
  eventId: string,
  update: NonShipmentEventUpdate,
): Promise<{ event: ItineraryEvent; directory: LocationDirectory }> {
  const settings = await currentSettings();
  return retryOnConflict(
    MAX_ATTEMPTS,
    async () => {
      const found = await getNonShipmentEvent(driverId, eventId);
      if (!found) throw new NotFound(`Non-shipment event ${eventId} not found for driver ${driverId}.`);
      // The move's locations, for the zones its times are read in.
      const directory = await locationDirectoryFor(found.record.move.events);
      const zones = timeZonesOf((kind, id) => directory[kind].get(id), settings.timeZone);
      const result = applyEventUpdate(found.record.move, found.eventIndex, update, settings, zones);
      if (!result.ok) throw new RulesRefused(result.failures);
      const saved = await putNonShipmentMove(found.record, result.move, equipmentUseDerivation(zones));
      return { event: saved.move.events[found.eventIndex]!, directory };
    },
    () => new ChangedMeanwhile('The event was changed by another request; retry.'),
  );
}

/** The event as it is stored now (a keyed update's answer after its first answer was lost). */
export async function currentNonShipmentEvent(driverId: string, eventId: string): Promise<ItineraryEvent> {
  const found = await getNonShipmentEvent(driverId, eventId);
  if (!found) throw new NotFound(`Non-shipment event ${eventId} not found for driver ${driverId}.`);
  return found.record.move.events[found.eventIndex]!;
}
