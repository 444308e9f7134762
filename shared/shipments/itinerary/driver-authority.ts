import type { Itinerary, ItineraryEvent, Move } from '#shared/domain/types';

/** What a driver may report on an event of its own move (docs/security.md, Who calls). */
const DRIVER_REPORTED_FIELDS = ['arrived', 'departed', 'completed', 'note'] as const;

/** Whether two events agree on everything a dispatcher plans (all but the reported fields). */
function samePlannedEvent(a: ItineraryEvent, b: ItineraryEvent): boolean {
  return (
    a.type === b.type &&
    a.site.id === b.site.id &&
    a.scheduled === b.scheduled &&
    a.appointment.start === b.appointment.start &&
    a.appointment.end === b.appointment.end &&
    a.appointment.number === b.appointment.number &&
    (a.pickupBy ?? '') === (b.pickupBy ?? '') &&
    (a.dropBy ?? '') === (b.dropBy ?? '')
  );
}

function samePlan(proposed: Move, stored: Move): boolean {
  return (
    proposed.driver.type === stored.driver.type &&
    proposed.driver.id === stored.driver.id &&
    proposed.powerUnit.id === stored.powerUnit.id &&
    proposed.hint === stored.hint &&
    proposed.status === stored.status &&
    (proposed.plannedDate === '' || proposed.plannedDate === stored.plannedDate) &&
    proposed.events.length === stored.events.length
  );
}

/**
 * Whether a driver's PUT changes only what a driver may change: `arrived`,
 * `departed`, `completed` and `note` of events in the moves assigned to it.
 * Moves, events and everything else must be as stored.
 */
export function driverChangesAreAllowed(driverId: string, stored: Itinerary, proposed: Itinerary): boolean {
  if (proposed.moves.length !== stored.moves.length) return false;
  return proposed.moves.every((move, moveIndex) => {
    const storedMove = stored.moves[moveIndex]!;
    if (!samePlan(move, storedMove)) return false;
    const ownMove = storedMove.driver.type === 'driver' && storedMove.driver.id === driverId;
    return move.events.every((event, eventIndex) => {
      const storedEvent = storedMove.events[eventIndex]!;
      if (!samePlannedEvent(event, storedEvent)) return false;
      return ownMove || DRIVER_REPORTED_FIELDS.every((field) => event[field] === storedEvent[field]);
    });
  });
}
