import type { ItineraryEvent, NonShipmentMove } from '#shared/domain/types';
import { deriveMoveStatus, type RulesSettings, type TimeZones } from '#shared/itinerary-rules/index';
import { toInstant } from '#shared/itinerary-rules/time';
import { messages } from './messages';

export interface NonShipmentEventUpdate {
  arrived?: string | undefined;
  departed?: string | undefined;
  completed?: boolean | undefined;
  note?: string | undefined;
}

export type UpdateResult = { ok: true; move: NonShipmentMove } | { ok: false; failures: string[] };

function violations(
  stored: NonShipmentMove,
  before: ItineraryEvent,
  after: ItineraryEvent,
  timeZone: string,
): string[] {
  const failures: string[] = [];
  if (stored.status === 'completed') failures.push(messages.completedMove);
  if (after.arrived === '' && after.departed !== '') {
    failures.push(
      before.arrived !== '' ? messages.arrivalRemovedAfterDeparture : messages.departureWithoutArrival,
    );
  }
  const arrived = toInstant(after.arrived, timeZone);
  const departed = toInstant(after.departed, timeZone);
  if (arrived !== undefined && departed !== undefined && departed < arrived)
    failures.push(messages.departureBeforeArrival);
  return failures;
}

/**
 * PUT /drivers/{id}/non-shipment-events/{eventId}: applies a partial update to
 * one event of a non-shipment move, with the spec's effects (departure completes
 * the event; arrival starts the move; the last departure completes it).
 * The event's times are read in its location's zone (`zones`).
 */
export function updateNonShipmentEvent(
  move: NonShipmentMove,
  eventIndex: number,
  update: NonShipmentEventUpdate,
  settings: RulesSettings,
  zones: TimeZones,
): UpdateResult {
  const before = move.events[eventIndex]!;
  const merged = {
    ...before,
    ...(update.arrived !== undefined && { arrived: update.arrived }),
    ...(update.departed !== undefined && { departed: update.departed }),
    ...(update.completed !== undefined && { completed: update.completed }),
    ...(update.note !== undefined && { note: update.note }),
  };
  const after: ItineraryEvent = { ...merged, completed: merged.completed || merged.departed !== '' };
  const failures = violations(move, before, after, zones.of(after));
  if (failures.length > 0) return { ok: false, failures };

  const events = move.events.map((event, index) => (index === eventIndex ? after : event));
  const driver = { type: 'driver' as const, id: move.driverId };
  const status = deriveMoveStatus(
    { driver, status: move.status, events },
    { driver, status: move.status },
    settings,
  );
  return { ok: true, move: { ...move, events, status } };
}
