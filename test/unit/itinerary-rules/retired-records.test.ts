import fc from 'fast-check';
import type { Itinerary, Move } from '#shared/domain/types';
import { counterpartsOf } from '#shared/itinerary-rules/counterparts';
import { checkRetiredRecords } from '#shared/itinerary-rules/rules/retired-records';
import type { RulesInput } from '#shared/itinerary-rules/types';
import {
  CROSS_DOCK,
  carrier,
  DESTINATION,
  driver,
  event,
  failuresOf,
  itinerary,
  location,
  move,
  ORIGIN,
  rulesInput,
  YARD,
} from './fixtures';

/** The rule alone, on `proposed` against `current`: what it reports whatever the other families say. */
function retiredFailures(proposed: Itinerary, input: RulesInput): string[] {
  return checkRetiredRecords({
    input,
    itinerary: proposed,
    counterparts: counterpartsOf(input.current, proposed),
    zones: { site: {}, yard: {}, crossDock: {}, fallback: 'UTC' } as never,
    equipmentUses: [],
  });
}

const retire = <T extends object>(record: T): T => ({ ...record, active: false });

/** A move of one event of each location kind, so that each kind can be retired alone. */
const allKinds = (overrides: Partial<Move> = {}): Move =>
  move(
    [
      event('hook-origin', { siteId: ORIGIN }),
      event('drop-yard', { siteId: YARD }),
      event('deliver-crossdock', { siteId: CROSS_DOCK }),
    ],
    overrides,
  );

/** Each kind of record a move refers to: how to retire it in an input, how to put another on a move, its message. */
const KINDS = {
  driver: {
    retireIn: (input: RulesInput) => ({ drivers: { ...input.drivers, 'D-2': retire(driver('D-2')) } }),
    assign: (m: Move): Move => ({ ...m, driver: { type: 'driver', id: 'D-2' } }),
    message: 'Driver D-2 is retired.',
  },
  carrier: {
    retireIn: (input: RulesInput) => ({ carriers: { ...input.carriers, 'CR-1': retire(carrier('CR-1')) } }),
    assign: (m: Move): Move => ({ ...m, driver: { type: 'carrier', id: 'CR-1' } }),
    message: 'Carrier CR-1 is retired.',
  },
  tractor: {
    retireIn: (input: RulesInput) => ({
      tractors: { ...input.tractors, 'T-2': { id: 'T-2', active: false } },
    }),
    assign: (m: Move): Move => ({ ...m, powerUnit: { id: 'T-2' } }),
    message: 'Tractor T-2 is retired.',
  },
  site: {
    retireIn: (input: RulesInput) => ({
      sites: { ...input.sites, [DESTINATION]: retire(location(DESTINATION)) },
    }),
    assign: (m: Move): Move => ({
      ...m,
      events: [...m.events, event('drop-destination', { siteId: DESTINATION })],
    }),
    message: `Site ${DESTINATION} is retired.`,
  },
  yard: {
    retireIn: (input: RulesInput) => ({ yards: { Y2: retire(location('Y2')), ...input.yards } }),
    assign: (m: Move): Move => ({ ...m, events: [...m.events, event('hook-yard', { siteId: 'Y2' })] }),
    message: 'Yard Y2 is retired.',
  },
  crossDock: {
    retireIn: (input: RulesInput) => ({ crossDocks: { X2: retire(location('X2')), ...input.crossDocks } }),
    assign: (m: Move): Move => ({
      ...m,
      events: [...m.events, event('pickup-crossdock', { siteId: 'X2' })],
    }),
    message: 'Cross-dock X2 is retired.',
  },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

describe('retired records', () => {
  test.each(KIND_NAMES)('a retired %s newly put on a move is refused, named', (kind) => {
    const { retireIn, assign, message } = KINDS[kind];
    const proposed = { moves: [assign(allKinds())] };
    const base = rulesInput(proposed);
    expect(retiredFailures(proposed, { ...base, ...retireIn(base) })).toEqual([message]);
  });

  test.each(KIND_NAMES)('a move that already has a retired %s keeps it', (kind) => {
    const { retireIn, assign } = KINDS[kind];
    const stored = assign(allKinds());
    const proposed = {
      moves: [{ ...stored, events: stored.events.map((e) => ({ ...e, note: 'still here' })) }],
    };
    const base = rulesInput(proposed, { current: { moves: [stored] } });
    expect(retiredFailures(proposed, { ...base, ...retireIn(base) })).toEqual([]);
  });

  test.each(KIND_NAMES)('an active %s is never refused, new or kept', (kind) => {
    const { assign } = KINDS[kind];
    const proposed = { moves: [assign(allKinds())] };
    expect(retiredFailures(proposed, rulesInput(proposed))).toEqual([]);
  });

  test('a record active: true or without active is active', () => {
    const proposed = { moves: [KINDS.driver.assign(allKinds())] };
    const base = rulesInput(proposed);
    const input = { ...base, drivers: { ...base.drivers, 'D-2': { ...driver('D-2'), active: true } } };
    expect(retiredFailures(proposed, input)).toEqual([]);
  });

  test('unknown records are left to their own families', () => {
    const proposed = {
      moves: [allKinds({ driver: { type: 'driver', id: 'D-404' }, powerUnit: { id: 'T-404' } })],
    };
    expect(retiredFailures(proposed, rulesInput(proposed))).toEqual([]);
  });

  test('a location moved within its move, or named twice, is not added', () => {
    const stored = allKinds();
    const [hook, drop, deliver] = stored.events;
    const proposed = { moves: [{ ...stored, events: [hook!, deliver!, drop!, { ...drop! }] }] };
    const base = rulesInput(proposed, { current: { moves: [stored] } });
    const input = { ...base, yards: { [YARD]: retire(location(YARD)) } };
    expect(retiredFailures(proposed, input)).toEqual([]);
  });

  test('replacing a kept retired driver with another retired one is refused', () => {
    const stored = KINDS.driver.assign(allKinds());
    const proposed = { moves: [{ ...stored, driver: { type: 'driver' as const, id: 'D-3' } }] };
    const base = rulesInput(proposed, { current: { moves: [stored] } });
    const input = {
      ...base,
      drivers: { 'D-2': retire(driver('D-2')), 'D-3': retire(driver('D-3')) },
    };
    expect(retiredFailures(proposed, input)).toEqual(['Driver D-3 is retired.']);
  });

  test('the whole evaluation reports the retired driver with a 400', () => {
    const proposed = itinerary(['hook-origin', 'drop-destination']);
    for (const m of proposed.moves) m.driver = { type: 'driver', id: 'D-2' };
    const base = rulesInput(proposed);
    const input = { ...base, drivers: { ...base.drivers, 'D-2': retire(driver('D-2')) } };
    expect(failuresOf(input)).toEqual(['Driver D-2 is retired.']);
  });

  test('property: refused exactly for each kind retired and new to the move, each named once', () => {
    const flags = fc.record({ retired: fc.boolean(), alreadyThere: fc.boolean() });
    const world = fc.record({
      // A move has a driver or a carrier, not both.
      assignee: fc.constantFrom<Kind>('driver', 'carrier'),
      cases: fc.record(Object.fromEntries(KIND_NAMES.map((kind) => [kind, flags])) as never),
    });
    fc.assert(
      fc.property(world, ({ assignee, cases: drawn }) => {
        const cases = drawn as Record<Kind, { retired: boolean; alreadyThere: boolean }>;
        const kinds = KIND_NAMES.filter(
          (kind) => kind === assignee || (kind !== 'driver' && kind !== 'carrier'),
        );
        let stored = allKinds();
        let proposed = allKinds();
        let base = rulesInput({ moves: [] });
        for (const kind of kinds) {
          const { assign, retireIn } = KINDS[kind];
          proposed = assign(proposed);
          if (cases[kind].alreadyThere) stored = assign(stored);
          if (cases[kind].retired) base = { ...base, ...retireIn(base) };
        }
        const input = { ...base, current: { moves: [stored] }, proposed: { moves: [proposed] } };
        const expected = kinds
          .filter((kind) => cases[kind].retired && !cases[kind].alreadyThere)
          .map((kind) => KINDS[kind].message);
        expect(retiredFailures({ moves: [proposed] }, input).sort()).toEqual(expected.sort());
      }),
    );
  });
});
