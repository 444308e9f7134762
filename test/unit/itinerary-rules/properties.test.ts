import fc from 'fast-check';
import { EVENT_TYPES, type Itinerary, type Shipment, type ShipmentEquipment } from '#shared/domain/types';
import { EVENT_TABLE, evaluateItinerary } from '#shared/itinerary-rules/index';
import {
  advance,
  attachedMaskFor,
  INITIAL_STATES,
  type StateCode,
} from '#shared/itinerary-rules/state-machine';
import { defaultSiteFor, event, move, rulesInput, SECOND_SITE, shipment } from './fixtures';

/**
 * Property tests over the state machine: random walks through the table always
 * pass the whole rule set, and any single mutation the table itself rejects is
 * reported by `evaluateItinerary` as a sequence failure naming the pair at fault.
 * Street-turn placeholders are left out: where they may appear depends on the move,
 * not on the table (see sites.test.ts).
 */

const RUNS = { seed: 42, numRuns: 200 };
const WALK_TYPES = EVENT_TYPES.filter((type) => !EVENT_TABLE[type].placeholder);
const EQUIPMENT: ShipmentEquipment[] = [
  { container: 'MSCU1234567', chassis: 'CH-7', trailer: '' },
  { container: '', chassis: '', trailer: 'TR-3' },
  { container: '', chassis: '', trailer: '' },
];

/** The site a generated event goes to: a bobtail run must end somewhere else than it began. */
const siteOf = (type: string) => (type === 'drop-bobtail' ? SECOND_SITE : defaultSiteFor(type));

interface Walk {
  shipment: Shipment;
  moves: string[][];
}

/** Builds a valid walk, each choice picking among the events the table allows next. */
function walkFrom(equipment: ShipmentEquipment, choices: readonly number[]): Walk {
  const attachedMask = attachedMaskFor(equipment);
  const moves: string[][] = [];
  let states: readonly StateCode[] = INITIAL_STATES;
  let takenUp = false;
  const options = (newMove: boolean) =>
    WALK_TYPES.filter((type) => {
      const rule = EVENT_TABLE[type];
      if (newMove && !rule.starts) return false;
      if (rule.place === 'destination' && !takenUp) return false; // the origin rule, outside the table
      return advance(states, rule, { firstInMove: newMove, attachedMask }).length > 0;
    }).map((type) => ({ type, newMove }));
  const take = (option: { type: (typeof WALK_TYPES)[number]; newMove: boolean }) => {
    const rule = EVENT_TABLE[option.type];
    states = advance(states, rule, { firstInMove: option.newMove, attachedMask });
    if (option.newMove) moves.push([]);
    moves.at(-1)?.push(option.type);
    if (rule.place === 'origin') takenUp = true;
  };
  const current = () => moves.at(-1) ?? [];
  const canEndMove = () =>
    current().length >= 2 && EVENT_TABLE[current().at(-1) as keyof typeof EVENT_TABLE].ends;
  for (const choice of choices) {
    const next = [
      ...(moves.length > 0 ? options(false) : []),
      ...(moves.length === 0 || canEndMove() ? options(true) : []),
    ];
    const picked = next[choice % next.length];
    if (picked) take(picked);
  }
  while (moves.length === 0 || !canEndMove()) {
    const continuing = moves.length === 0 ? options(true) : options(false);
    const ending = continuing.find((option) => EVENT_TABLE[option.type].ends && current().length >= 1);
    const picked = ending ?? continuing[0];
    if (!picked) throw new Error('the table left a walk with nowhere to go');
    take(picked);
  }
  return { shipment: shipment({ type: 'oneway', equipment }), moves };
}

const walks = fc
  .tuple(fc.constantFrom(...EQUIPMENT), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }))
  .map(([equipment, choices]) => walkFrom(equipment, choices));

function toItinerary(moves: readonly string[][]): Itinerary {
  return { moves: moves.map((types) => move(types.map((type) => event(type, { siteId: siteOf(type) })))) };
}

/** Where the table first rejects a walk: the index in the flattened events, or 'end' for a bad last event. */
function firstRejection(walk: Walk): number | 'end' | undefined {
  const attachedMask = attachedMaskFor(walk.shipment.equipment);
  let states: readonly StateCode[] = INITIAL_STATES;
  let previous: (typeof EVENT_TABLE)[keyof typeof EVENT_TABLE] | undefined;
  let index = 0;
  for (const types of walk.moves) {
    for (const [position, type] of types.entries()) {
      const rule = EVENT_TABLE[type as keyof typeof EVENT_TABLE];
      const firstInMove = position === 0;
      if (
        rule === undefined ||
        (firstInMove && (!rule.starts || (previous !== undefined && !previous.ends)))
      ) {
        return index;
      }
      states = advance(states, rule, { firstInMove, attachedMask });
      if (states.length === 0) return index;
      previous = rule;
      index++;
    }
  }
  return previous?.ends ? undefined : 'end';
}

type Mutation =
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'delete'; at: number }
  | { kind: 'insert'; at: number; type: string }
  | { kind: 'retype'; at: number; type: string };

const mutations: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), type: fc.constantFrom(...WALK_TYPES) }),
  fc.record({ kind: fc.constant('retype' as const), at: fc.nat(), type: fc.constantFrom(...WALK_TYPES) }),
);

/** Applies a mutation to the flattened events, keeping each move's size (but for insert and delete). */
function mutate(moves: readonly string[][], mutation: Mutation): string[][] {
  const slots = moves.flatMap((types, moveIndex) =>
    types.map((_, eventIndex) => ({ moveIndex, eventIndex })),
  );
  const result = moves.map((types) => [...types]);
  const slot = slots[mutation.at % slots.length];
  if (!slot) return result;
  const target = result[slot.moveIndex] ?? [];
  switch (mutation.kind) {
    case 'swap': {
      const other = slots[mutation.with % slots.length] ?? slot;
      const first = target[slot.eventIndex] ?? '';
      const second = result[other.moveIndex]?.[other.eventIndex] ?? '';
      target[slot.eventIndex] = second;
      result[other.moveIndex]?.splice(other.eventIndex, 1, first);
      break;
    }
    case 'delete':
      target.splice(slot.eventIndex, 1);
      break;
    case 'insert':
      target.splice(slot.eventIndex, 0, mutation.type);
      break;
    case 'retype':
      target[slot.eventIndex] = mutation.type;
      break;
  }
  return result.filter((types) => types.length > 0);
}

const PAIR = /(\S+) cannot come after (?:a )?(\S+?)(?: in a shipment itinerary)?\.?$/;

describe('state machine properties', () => {
  test('every walk through the table is a valid itinerary', () => {
    fc.assert(
      fc.property(walks, (walk) => {
        const result = evaluateItinerary(rulesInput(toItinerary(walk.moves), { shipment: walk.shipment }));
        expect(result.ok ? [] : result.failures).toEqual([]);
      }),
      RUNS,
    );
  });

  test('the walks reach every event type of the table', () => {
    const seen = new Set(fc.sample(walks, { seed: 42, numRuns: 300 }).flatMap((walk) => walk.moves.flat()));
    expect(WALK_TYPES.filter((type) => !seen.has(type))).toEqual([]);
  });

  test('a single mutation the table rejects fails with a sequence message naming the pair at fault', () => {
    fc.assert(
      fc.property(walks, mutations, (walk, mutation) => {
        const mutated = { ...walk, moves: mutate(walk.moves, mutation) };
        const rejection = firstRejection(mutated);
        fc.pre(rejection !== undefined);
        const result = evaluateItinerary(rulesInput(toItinerary(mutated.moves), { shipment: walk.shipment }));
        expect(result.ok).toBe(false);
        const failures = result.ok ? [] : result.failures;
        const flat = mutated.moves.flat();
        if (rejection === 'end' || rejection === 0) {
          expect(failures).toContain('The event sequence specified is invalid.');
          return;
        }
        const [current, next] = [flat[rejection - 1], flat[rejection]];
        const named = failures.map((failure) => PAIR.exec(failure)).find((match) => match !== null);
        expect(named?.slice(1, 3)).toEqual([next, current]);
      }),
      RUNS,
    );
  });
});
