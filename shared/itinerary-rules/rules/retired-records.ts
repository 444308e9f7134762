import { locationKindsFor } from '#shared/domain/location-kinds';
import type { LocationKind, MasterRecordState, Move } from '#shared/domain/types';
import { isRouted, sameAssignee } from '../assignee';
import { LOCATION_NOUNS, messages } from '../messages';
import { ownValue } from '../own-value';
import type { RuleContext, RulesInput } from '../types';

const LOCATIONS_OF: Record<LocationKind, (input: RulesInput) => RulesInput['sites']> = {
  site: (input) => input.sites,
  yard: (input) => input.yards,
  crossDock: (input) => input.crossDocks,
};

const isRetired = (record: MasterRecordState | undefined): boolean => record?.active === false;

/**
 * Retired records: a driver, carrier or tractor newly put on a move, or a
 * location a move did not name before, must not be retired (`active: false`).
 * A move keeps what it already has, retired or not, until that changes: work
 * in hand is not undone by a retirement. Unknown records are the other
 * families' failures, not this one's.
 */
export function checkRetiredRecords({ itinerary, input, counterparts }: RuleContext): string[] {
  return itinerary.moves.flatMap((move, index) => {
    const stored = counterparts[index];
    return [
      ...retiredAssignee(move, stored, input),
      ...retiredTractor(move, stored, input),
      ...retiredLocations(move, stored, input),
    ];
  });
}

function retiredAssignee(move: Move, stored: Move | undefined, input: RulesInput): string[] {
  const assignee = move.driver;
  if (!isRouted(assignee) || (stored !== undefined && sameAssignee(stored.driver, assignee))) return [];
  if (assignee.type === 'driver') {
    return isRetired(ownValue(input.drivers, assignee.id)) ? [messages.retired('Driver', assignee.id)] : [];
  }
  return isRetired(ownValue(input.carriers, assignee.id)) ? [messages.retired('Carrier', assignee.id)] : [];
}

function retiredTractor(move: Move, stored: Move | undefined, input: RulesInput): string[] {
  const { id } = move.powerUnit;
  if (id === '' || stored?.powerUnit.id === id) return [];
  return isRetired(ownValue(input.tractors, id)) ? [messages.retired('Tractor', id)] : [];
}

function retiredLocations(move: Move, stored: Move | undefined, input: RulesInput): string[] {
  const named = new Set(stored?.events.map((event) => event.site.id));
  return move.events.flatMap((event) => {
    const { id } = event.site;
    if (id === '' || named.has(id)) return [];
    const kind = locationKindsFor(event.type).find(
      (candidate) => ownValue(LOCATIONS_OF[candidate](input), id) !== undefined,
    );
    if (kind === undefined) return [];
    return isRetired(ownValue(LOCATIONS_OF[kind](input), id))
      ? [messages.retired(LOCATION_NOUNS[kind], id)]
      : [];
  });
}
