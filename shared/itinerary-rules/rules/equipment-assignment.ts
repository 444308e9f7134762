import type { EquipmentUse, Move } from '#shared/domain/types';
import { isRouted, sameAssignee } from '../assignee';
import { messages } from '../messages';
import { isEventStarted } from '../move-status';
import { ownValue } from '../own-value';
import { toInstant } from '../time';
import type { RuleContext } from '../types';

/**
 * Equipment assignment:
 * - a move's tractor exists;
 * - history does not change: a move a driver has started (an event arrived,
 *   departed or completed) keeps its driver or carrier and its tractor;
 * - no piece of equipment is planned for two different drivers or carriers at
 *   overlapping times, against other shipments' uses (this itinerary's own moves
 *   follow one another, so they are not compared with each other). Only moves
 *   this request adds or gives a different driver, carrier or power unit are
 *   checked: a move left as it was is never refused for a conflict that exists
 *   elsewhere already (docs/itinerary-rules.md, Equipment assignment).
 */
export function checkEquipmentAssignment(context: RuleContext): string[] {
  return [...tractorFailures(context), ...historyFailures(context), ...overlapFailures(context)];
}

function tractorFailures({ itinerary, input }: RuleContext): string[] {
  return itinerary.moves
    .filter((move) => isRouted(move.driver) && move.powerUnit.id !== '')
    .filter((move) => ownValue(input.tractors, move.powerUnit.id) === undefined)
    .map((move) => messages.tractorNotFound(move.powerUnit.id));
}

function historyFailures({ itinerary, counterparts }: RuleContext): string[] {
  const changed = itinerary.moves.some((proposed, index) => {
    const stored = counterparts[index];
    if (stored === undefined || !stored.events.some(isEventStarted)) return false;
    return !sameAssignee(stored.driver, proposed.driver) || stored.powerUnit.id !== proposed.powerUnit.id;
  });
  return changed ? [messages.historyChange()] : [];
}

/**
 * Whether `move` is new to the itinerary (it continues no stored move) or
 * assigned otherwise than the stored move it continues (`counterpart`): only
 * such a move's equipment is compared with other shipments' uses.
 */
export function isNewAssignment(counterpart: Move | undefined, move: Move): boolean {
  return (
    counterpart === undefined ||
    !sameAssignee(counterpart.driver, move.driver) ||
    counterpart.powerUnit.id !== move.powerUnit.id
  );
}

function overlapFailures({ equipmentUses, itinerary, input, counterparts }: RuleContext): string[] {
  if (input.otherEquipmentUses.length === 0) return [];
  const othersByEquipment = new Map<string, EquipmentUse[]>();
  for (const use of input.otherEquipmentUses) {
    const key = equipmentKey(use);
    const list = othersByEquipment.get(key);
    if (list === undefined) othersByEquipment.set(key, [use]);
    else list.push(use);
  }
  const failures: string[] = [];
  const checked = equipmentUses.filter((use) => {
    const index = Number(use.moveRef);
    return isNewAssignment(counterparts[index], itinerary.moves[index]!);
  });
  for (const use of checked) {
    const clash = othersByEquipment
      .get(equipmentKey(use))
      ?.some((other) => !sameAssignee(other.assignee, use.assignee) && overlaps(use, other));
    if (clash) {
      failures.push(
        messages.equipmentConflict(use.assignee.type, use.assignee.id, use.equipment.kind, use.equipment.id),
      );
    }
  }
  return failures;
}

function equipmentKey(use: EquipmentUse): string {
  return `${use.equipment.kind}:${use.equipment.id}`;
}

/** Uses hold instants (`…Z`), so no zone enters the comparison; a malformed bound overlaps nothing. */
function overlaps(a: EquipmentUse, b: EquipmentUse): boolean {
  const [aStart, aEnd, bStart, bEnd] = [a.start, a.end, b.start, b.end].map((time) => toInstant(time, 'UTC'));
  if (aStart === undefined || aEnd === undefined || bStart === undefined || bEnd === undefined) return false;
  return aStart <= bEnd && bStart <= aEnd;
}
