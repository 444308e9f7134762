import { messages } from '../messages';
import { toInstant } from '../time';
import type { RuleContext } from '../types';

/** At least one move, at least two events per move, a site on every event, departure after arrival. */
export function checkStructure({ itinerary, zones }: RuleContext): string[] {
  const failures: string[] = [];
  if (itinerary.moves.length === 0) failures.push(messages.noMoves());
  for (const move of itinerary.moves) {
    if (move.events.length < 2) failures.push(messages.tooFewEvents());
    for (const event of move.events) {
      if (event.site.id === '') failures.push(messages.missingSite());
      if (event.departed === '') continue;
      if (event.arrived === '') {
        failures.push(messages.departureWithoutArrival());
        continue;
      }
      // One event, one place: both times are read in its location's zone.
      const zone = zones.of(event);
      const arrived = toInstant(event.arrived, zone);
      const departed = toInstant(event.departed, zone);
      if (arrived !== undefined && departed !== undefined && departed < arrived) {
        failures.push(messages.departureBeforeArrival());
      }
    }
  }
  return failures;
}
