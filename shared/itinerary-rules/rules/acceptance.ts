import { messages } from '../messages';
import { isAcceptanceAnswer } from '../move-status';
import type { RuleContext } from '../types';

/**
 * Move accept/reject, where the TMS supports driver acceptance (elsewhere the
 * status sent is ignored and derived): an answer needs a driver or carrier on the
 * move, and a move in progress or completed cannot be answered any more.
 */
export function checkAcceptance({ itinerary, input, counterparts }: RuleContext): string[] {
  if (!input.settings.driverAcceptance) return [];
  const failures: string[] = [];
  input.proposed.moves.forEach((sent, index) => {
    if (!isAcceptanceAnswer(sent.status, counterparts[index])) return;
    const derived = itinerary.moves[index]?.status;
    if (sent.driver.type === 'not routed') failures.push(messages.acceptanceNeedsAssignee());
    else if (derived === 'progress' || derived === 'completed') failures.push(messages.acceptanceTooLate());
  });
  return failures;
}
