import type { Assignee, ItineraryEvent, MoveStatus } from '#shared/domain/types';
import { sameAssignee } from './assignee';
import { isPlaceholderEvent } from './event-table';
import type { RulesSettings } from './types';

/** What the status of a move is derived from; non-shipment moves fit it too. */
export interface StatusSource {
  driver: Assignee;
  /** As sent: only `accepted` or `rejected` may be honoured, every other value is derived. */
  status: MoveStatus;
  events: readonly Pick<ItineraryEvent, 'type' | 'arrived' | 'departed' | 'completed'>[];
}

/** The stored move this one continues (`counterpartsOf`), when there is one. */
export interface PreviousMove {
  driver: Assignee;
  status: MoveStatus;
}

export function isEventDone(event: Pick<ItineraryEvent, 'type' | 'departed' | 'completed'>): boolean {
  return event.completed || event.departed !== '' || isPlaceholderEvent(event.type);
}

/** Whether a driver has started the event; street-turn placeholders are never performed. */
export function isEventStarted(event: Pick<ItineraryEvent, 'type' | 'arrived' | 'departed' | 'completed'>) {
  return (
    !isPlaceholderEvent(event.type) && (event.arrived !== '' || event.departed !== '' || event.completed)
  );
}

/**
 * Whether the status sent is a driver's answer given now: `accepted` or `rejected`,
 * and not merely the stored status sent back (a GET, modify, PUT round trip keeps
 * the old status field even when the driver changes).
 */
export function isAcceptanceAnswer(requested: MoveStatus, previous: PreviousMove | undefined): boolean {
  return (requested === 'accepted' || requested === 'rejected') && requested !== previous?.status;
}

/**
 * The move status of the spec's "Move status" table, read as docs/itinerary-rules.md says:
 * - an unassigned move is `pending`, unless it holds only street-turn placeholders,
 *   which complete themselves;
 * - all events done: `completed`; any event started: `progress`;
 * - otherwise `accepted`/`rejected` as stored, kept only while the same driver or
 *   carrier stays on the move (a different one makes it `pending` again);
 * - a requested `accepted`/`rejected` is honoured only on a `pending` move, and only
 *   when the TMS supports driver acceptance; elsewhere it is ignored (the rules
 *   report the cases the spec calls failures, see `rules/acceptance.ts`).
 */
export function deriveMoveStatus(
  move: StatusSource,
  previous: PreviousMove | undefined,
  settings: RulesSettings,
): MoveStatus {
  if (move.driver.type === 'not routed') {
    const onlyPlaceholders =
      move.events.length > 0 && move.events.every((event) => isPlaceholderEvent(event.type));
    return onlyPlaceholders ? 'completed' : 'pending';
  }
  if (move.events.length > 0 && move.events.every(isEventDone)) return 'completed';
  if (move.events.some(isEventStarted)) return 'progress';
  if (!settings.driverAcceptance) return 'pending';
  const answered =
    previous !== undefined &&
    sameAssignee(previous.driver, move.driver) &&
    (previous.status === 'accepted' || previous.status === 'rejected');
  if (answered) return previous.status;
  return isAcceptanceAnswer(move.status, previous) ? move.status : 'pending';
}
