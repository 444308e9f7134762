import { getNonShipmentEvent, putNonShipmentMove } from '#shared/data/non-shipment-events';
import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { ChangedMeanwhile, NotFound, RulesRefused } from '#shared/domain/errors';
import type { ItineraryEvent } from '#shared/domain/types';
import { equipmentUseDerivation } from '#shared/itinerary-rules/index';
import { currentSettings } from '#shared/settings/current-settings';
import { type NonShipmentEventUpdate, updateNonShipmentEvent } from './update-event';

const MAX_ATTEMPTS = 3;

/**
 * Reads the event's move, applies the update and stores the move only if it is
 * unchanged since the read; a lost race is retried on fresh state.
 */
export async function recordNonShipmentEventUpdate(
  driverId: string,
  eventId: string,
  update: NonShipmentEventUpdate,
): Promise<ItineraryEvent> {
  const settings = await currentSettings();
  return retryOnConflict(
    MAX_ATTEMPTS,
    async () => {
      const found = await getNonShipmentEvent(driverId, eventId);
      if (!found) throw new NotFound(`Non-shipment event ${eventId} not found for driver ${driverId}.`);
      const result = updateNonShipmentEvent(found.record.move, found.eventIndex, update, settings);
      if (!result.ok) throw new RulesRefused(result.failures);
      const uses = equipmentUseDerivation(settings.timeZone);
      const saved = await putNonShipmentMove(found.record, result.move, uses);
      return saved.move.events[found.eventIndex]!;
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
