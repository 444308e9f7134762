import fc from 'fast-check';
import {
  type Assignee,
  CARRIER,
  DRIVERS,
  dayAfter,
  type ModelMove,
  SCALE_SITES,
  TRACTORS,
} from '../../../support/assigned-itineraries';

/**
 * The edits a dispatcher makes to an assigned itinerary, as fast-check draws
 * them, and what each does to the model. Positions are drawn large and taken
 * modulo the itinerary's length, so that one edit applies at any length.
 */
export type Edit =
  | { kind: 'insert'; at: number; assignee: number; tractor: number }
  | { kind: 'remove'; at: number; count: 1 | 2 }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'swap'; at: number }
  | { kind: 'split'; at: number; assignee: number; tractor: number }
  | { kind: 'addStop'; move: number; at: number; site: number }
  | { kind: 'removeStop'; move: number; at: number }
  | { kind: 'reverseStops'; move: number }
  | { kind: 'reassign'; move: number; assignee: number; tractor: number };

export const ASSIGNEES: Assignee[] = [
  ...DRIVERS.map((id): Assignee => ({ type: 'driver', id })),
  { type: 'carrier', id: CARRIER },
  { type: 'not routed' },
];

const position = fc.nat(1_000);
const assignment = { assignee: fc.nat(ASSIGNEES.length - 1), tractor: fc.nat(TRACTORS.length - 1) };
export const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: position, ...assignment }),
  fc.record({
    kind: fc.constant('remove' as const),
    at: position,
    count: fc.constantFrom(1 as const, 2 as const),
  }),
  fc.record({ kind: fc.constant('move' as const), from: position, to: position }),
  fc.record({ kind: fc.constant('swap' as const), at: position }),
  fc.record({ kind: fc.constant('split' as const), at: position, ...assignment }),
  fc.record({
    kind: fc.constant('addStop' as const),
    move: position,
    at: position,
    site: fc.nat(SCALE_SITES.length - 1),
  }),
  fc.record({ kind: fc.constant('removeStop' as const), move: position, at: position }),
  fc.record({ kind: fc.constant('reverseStops' as const), move: position }),
  fc.record({ kind: fc.constant('reassign' as const), move: position, ...assignment }),
);
/** One sequence's state: the moves in order, and the next day a new move takes. */
export interface Model {
  moves: ModelMove[];
  nextDay: number;
  firstDay: string;
}

const assigned = (model: Model, choice: { assignee: number; tractor: number }): ModelMove => {
  const assignee = ASSIGNEES[choice.assignee]!;
  return {
    day: dayAfter(model.firstDay, model.nextDay++),
    assignee,
    tractor: assignee.type === 'driver' ? TRACTORS[choice.tractor]! : '',
    stops: [],
  };
};

/**
 * Applies an edit to the model; returns the days of the moves it touched
 * (before and after), where the equipment probes look. An edit that would
 * leave no move, or has nothing to act on, changes nothing and touches no day.
 */
export function apply(model: Model, change: Edit): string[] {
  const { moves } = model;
  const at = (index: number, length = moves.length) => index % length;
  switch (change.kind) {
    case 'insert': {
      const move = assigned(model, change);
      moves.splice(at(change.at, moves.length + 1), 0, move);
      return [move.day];
    }
    case 'remove': {
      if (moves.length <= change.count) return [];
      const removed = moves.splice(at(change.at, moves.length - change.count + 1), change.count);
      return removed.map((move) => move.day);
    }
    case 'move': {
      const [move] = moves.splice(at(change.from), 1);
      moves.splice(at(change.to, moves.length + 1), 0, move!);
      return [move!.day];
    }
    case 'swap': {
      if (moves.length < 2) return [];
      const index = at(change.at, moves.length - 1);
      const pair = moves.splice(index, 2).reverse();
      moves.splice(index, 0, ...pair);
      return pair.map((move) => move.day);
    }
    case 'split': {
      // A yard move inserted into a move: the first half of its stops stays, the second goes on.
      const index = at(change.at);
      const original = moves[index]!;
      const second = assigned(model, change);
      const half = Math.ceil(original.stops.length / 2);
      second.stops = original.stops.slice(half);
      original.stops = original.stops.slice(0, half);
      moves.splice(index + 1, 0, second);
      return [original.day, second.day];
    }
    case 'addStop': {
      const move = moves[at(change.move)]!;
      move.stops.splice(at(change.at, move.stops.length + 1), 0, SCALE_SITES[change.site]!);
      return [move.day];
    }
    case 'removeStop': {
      const move = moves[at(change.move)]!;
      if (move.stops.length === 0) return [];
      move.stops.splice(at(change.at, move.stops.length), 1);
      return [move.day];
    }
    case 'reverseStops': {
      const move = moves[at(change.move)]!;
      move.stops.reverse();
      return [move.day];
    }
    case 'reassign': {
      const move = moves[at(change.move)]!;
      const { assignee, tractor } = assigned({ ...model }, change);
      Object.assign(move, { assignee, tractor });
      return [move.day];
    }
  }
}
