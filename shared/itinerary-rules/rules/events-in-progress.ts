import type { ItineraryEvent, Move } from '#shared/domain/types';
import { messages } from '../messages';
import { isEventDone, isEventStarted } from '../move-status';
import type { RuleContext } from '../types';

/**
 * Events in progress. A started event (arrived, departed or completed) of the stored
 * itinerary is looked for at its own position (move index, event index): the
 * itinerary keeps the order it is given, and started work stays where it is.
 * - found there with its frozen fields unchanged: fine (a completed event keeps its
 *   departure too; an arrived one may gain its departure, which is progress);
 * - found there with the same type or site but other frozen fields: changed;
 * - found elsewhere in its move (something was inserted or removed before it): changed;
 * - found nowhere in its move: removed.
 * "Changed" reads "completed" or "in progress" after the stored event's state.
 * Street-turn placeholders complete themselves and are never frozen.
 */
export function checkEventsInProgress({ itinerary, input }: RuleContext): string[] {
  const failures: string[] = [];
  input.current.moves.forEach((storedMove, moveIndex) => {
    const proposedMove = itinerary.moves[moveIndex];
    storedMove.events.forEach((stored, eventIndex) => {
      if (!isEventStarted(stored)) return;
      const failure = frozenEventFailure(stored, eventIndex, proposedMove);
      if (failure !== undefined) failures.push(failure);
    });
  });
  return failures;
}

function frozenEventFailure(stored: ItineraryEvent, index: number, proposedMove: Move | undefined) {
  const done = isEventDone(stored);
  const changed = done ? messages.completedChanged() : messages.inProgressChanged();
  const atPosition = proposedMove?.events[index];
  if (
    atPosition !== undefined &&
    (atPosition.type === stored.type || atPosition.site.id === stored.site.id)
  ) {
    return unchanged(stored, atPosition, done) ? undefined : changed;
  }
  const elsewhere = proposedMove?.events.some((event) => sameEvent(stored, event));
  return elsewhere ? changed : messages.inProgressRemoved();
}

function sameEvent(stored: ItineraryEvent, proposed: ItineraryEvent): boolean {
  return (
    stored.type === proposed.type &&
    stored.site.id === proposed.site.id &&
    stored.arrived === proposed.arrived
  );
}

function unchanged(stored: ItineraryEvent, proposed: ItineraryEvent, done: boolean): boolean {
  return (
    sameEvent(stored, proposed) &&
    stored.scheduled === proposed.scheduled &&
    stored.appointment.start === proposed.appointment.start &&
    stored.appointment.end === proposed.appointment.end &&
    stored.appointment.number === proposed.appointment.number &&
    (!done || (stored.departed === proposed.departed && proposed.completed))
  );
}
