import type { Itinerary, ItineraryEvent } from '#shared/domain/types';
import { DAY, event, expectStored, failuresOf, move, rulesInput } from './fixtures';

const COMPLETED_CHANGED = 'Events that are completed cannot be changed.';
const IN_PROGRESS_CHANGED = 'Events that are in progress cannot be changed.';
const REMOVED = 'Events in progress cannot be removed.';

const departedAt = (time: string) => ({
  arrived: `${DAY}T${time}`,
  departed: `${DAY}T${time}`,
  completed: true,
});

/** Move 0 done, move 1 arrived at its first event, move 2 not started. */
function stored(): Itinerary {
  return {
    moves: [
      move([event('hook-origin', departedAt('08:00:00')), event('drop-yard', departedAt('09:00:00'))]),
      move([event('hook-yard', { arrived: `${DAY}T10:00:00` }), event('drop-destination')]),
      move([event('hook-empty', { siteId: '110' }), event('drop-empty', { siteId: '109' })]),
    ],
  };
}

function evaluateChange(change: (proposed: Itinerary) => void) {
  const proposed = stored();
  change(proposed);
  return failuresOf(rulesInput(proposed, { current: stored() }));
}

function eventAt(itinerary: Itinerary, moveIndex: number, eventIndex: number): ItineraryEvent {
  const found = itinerary.moves[moveIndex]?.events[eventIndex];
  if (!found) throw new Error('no such event');
  return found;
}

describe('events in progress', () => {
  test('sending the stored itinerary back is accepted', () => {
    expect(evaluateChange(() => {})).toEqual([]);
  });

  test('spec example: completed events cannot be changed', () => {
    expect(evaluateChange((p) => (eventAt(p, 0, 1).departed = `${DAY}T09:30:00`))).toEqual([
      COMPLETED_CHANGED,
    ]);
    expect(evaluateChange((p) => (eventAt(p, 0, 0).appointment.number = 'A-1'))).toEqual([COMPLETED_CHANGED]);
    expect(evaluateChange((p) => (eventAt(p, 0, 0).scheduled = `${DAY}T07:00:00`))).toEqual([
      COMPLETED_CHANGED,
    ]);
  });

  test('spec example: events in progress cannot be changed', () => {
    expect(evaluateChange((p) => (eventAt(p, 1, 0).arrived = `${DAY}T10:05:00`))).toEqual([
      IN_PROGRESS_CHANGED,
    ]);
    expect(evaluateChange((p) => (eventAt(p, 1, 0).arrived = ''))).toEqual([IN_PROGRESS_CHANGED]);
  });

  test('spec example: events in progress cannot be removed, nor the moves holding them', () => {
    expect(evaluateChange((p) => p.moves[1]?.events.splice(0, 1))).toContain(REMOVED);
    expect(evaluateChange((p) => p.moves.splice(0, 3))).toContain(REMOVED);
  });

  test('events cannot be inserted before completed work', () => {
    expect(
      evaluateChange((p) => p.moves[0]?.events.unshift(event('hook-chassis', { siteId: '200' }))),
    ).toContain(COMPLETED_CHANGED);
  });

  test('a note may be added to a completed event, a departure to an arrived one', () => {
    const proposed = stored();
    eventAt(proposed, 0, 0).note = 'seal checked';
    eventAt(proposed, 1, 0).departed = `${DAY}T10:30:00`;
    const result = expectStored(rulesInput(proposed, { current: stored() }));
    expect(result.moves[1]?.events[0]?.completed).toBe(true);
  });

  test('work not started may be changed or removed', () => {
    expect(evaluateChange((p) => p.moves.splice(2, 1))).toEqual([]);
    expect(evaluateChange((p) => (eventAt(p, 1, 1).note = 'call ahead'))).toEqual([]);
  });
});
