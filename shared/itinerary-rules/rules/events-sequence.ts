import { type EventRule, eventRuleOf } from '../event-table';
import { messages } from '../messages';
import { advance, attachedMaskFor, INITIAL_STATES, type StateCode, statesAfter } from '../state-machine';
import type { RuleContext } from '../types';

/** Pairs for which the spec words its own message. */
const PAIR_MESSAGES: Readonly<Record<string, () => string>> = {
  'drop-destination>hook-origin': messages.hookOriginAfterDropDestination,
  'drop-yard>hook-origin': messages.hookOriginAfterDropYard,
};

function cannotFollow(next: string, current: string | undefined): string {
  if (current === undefined) return messages.sequenceInvalid();
  return PAIR_MESSAGES[`${current}>${next}`]?.() ?? messages.cannotFollow(next, current);
}

/**
 * Events sequence (the spec's sequence rules 1-8): walks every event of every move through the state machine,
 * carrying the state across moves. A move's first event must be able to start a
 * move and its last to end one; an event that cannot follow the state before it is
 * reported with the event before it (the previous move's last event for a move's
 * first event), then the walk resumes from any state that event may leave, so later
 * independent violations are reported too, and consequences of the first are not.
 */
export function checkEventsSequence({ itinerary, input }: RuleContext): string[] {
  const attachedMask = attachedMaskFor(input.shipment.equipment);
  const failures: string[] = [];
  let states: readonly StateCode[] = INITIAL_STATES;
  let previousType: string | undefined;
  let previousRule: EventRule | undefined;
  let previousSite = '';
  for (const move of itinerary.moves) {
    move.events.forEach((event, index) => {
      const firstInMove = index === 0;
      const rule = eventRuleOf(event.type);
      const endedBadly = firstInMove && previousRule !== undefined && !previousRule.ends;
      if (endedBadly || rule === undefined || (firstInMove && !rule.starts)) {
        failures.push(cannotFollow(event.type, previousType));
      }
      if (rule !== undefined) {
        let next = advance(states, rule, { firstInMove, attachedMask });
        if (next.length === 0) {
          failures.push(cannotFollow(event.type, previousType));
          next = statesAfter(rule, attachedMask);
        }
        if (next.length > 0) states = next;
      }
      // Where a bobtail run ends is a matter of sites, which the state machine does not see.
      if (
        event.type === 'drop-bobtail' &&
        previousType === 'hook-bobtail' &&
        event.site.id === previousSite
      ) {
        failures.push(messages.bobtailToSameSite());
      }
      previousType = event.type;
      previousRule = rule;
      previousSite = event.site.id;
    });
  }
  if (previousRule !== undefined && !previousRule.ends) failures.push(messages.sequenceInvalid());
  return failures;
}
