import type { ItineraryEvent } from '#shared/domain/types';
import { messages } from '../messages';
import { isEventDone, isEventStarted } from '../move-status';
import type { RuleContext } from '../types';

/**
 * Events in progress. Events are matched by position (move index, event index):
 * the itinerary keeps the order it is given, and completed work must stay where
 * it is, so moving, inserting or removing anything before it shows up as a change
 * of that work.
 * - a started event (arrived, departed or completed) that is gone: "cannot be removed";
 * - a completed event whose type, site, times or appointment differ: "completed cannot be changed";
 * - an arrived event whose type, site, arrival, planning time or appointment differ:
 *   "in progress cannot be changed" (its departure may be added: that is progress).
 * Street-turn placeholders complete themselves and are never frozen.
 */
export function checkEventsInProgress({ itinerary, input }: RuleContext): string[] {
  const failures: string[] = [];
  input.current.moves.forEach((storedMove, moveIndex) => {
    storedMove.events.forEach((stored, eventIndex) => {
      if (!isEventStarted(stored)) return;
      const proposed = itinerary.moves[moveIndex]?.events[eventIndex];
      if (proposed === undefined) failures.push(messages.inProgressRemoved());
      else if (isEventDone(stored)) {
        if (
          !sameFrozenFields(stored, proposed) ||
          stored.departed !== proposed.departed ||
          !proposed.completed
        ) {
          failures.push(messages.completedChanged());
        }
      } else if (!sameFrozenFields(stored, proposed)) failures.push(messages.inProgressChanged());
    });
  });
  return failures;
}

function sameFrozenFields(stored: ItineraryEvent, proposed: ItineraryEvent): boolean {
  return (
    stored.type === proposed.type &&
    stored.site.id === proposed.site.id &&
    stored.arrived === proposed.arrived &&
    stored.scheduled === proposed.scheduled &&
    stored.appointment.start === proposed.appointment.start &&
    stored.appointment.end === proposed.appointment.end &&
    stored.appointment.number === proposed.appointment.number
  );
}
