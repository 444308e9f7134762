import fc from 'fast-check';
import type { Itinerary } from '#shared/domain/types';
import { itineraryBefore, itineraryChanges } from '#shared/shipments/itinerary/changes';
import { event, move } from '../../integration/data/fixtures';

test('an unchanged itinerary has no changes', () => {
  expect(itineraryChanges({ moves: [move()] }, { moves: [move()] })).toEqual([]);
});

test('a changed value is named by its path, with the values before and after', () => {
  const before = { moves: [move(), move()] };
  const after = structuredClone(before);
  after.moves[1]!.events[1]!.arrived = '2026-11-23T13:05:00';
  after.moves[1]!.driver = { type: 'carrier', id: 'CR-1' };
  expect(itineraryChanges(before, after)).toEqual([
    { path: 'moves[1].driver.type', from: 'driver', to: 'carrier' },
    { path: 'moves[1].driver.id', from: 'D-1', to: 'CR-1' },
    { path: 'moves[1].events[1].arrived', from: '', to: '2026-11-23T13:05:00' },
  ]);
});

test('moves and events added or removed at the end are whole values, null on the side without them', () => {
  const added = event({ type: 'drop-empty' });
  expect(
    itineraryChanges({ moves: [move()] }, { moves: [move({ events: [move().events[0]!] }), move()] }),
  ).toEqual([
    { path: 'moves[0].events[1]', from: move().events[1], to: null },
    { path: 'moves[1]', from: null, to: move() },
  ]);
  expect(
    itineraryChanges({ moves: [move()] }, { moves: [move({ events: [...move().events, added] })] }),
  ).toEqual([{ path: 'moves[0].events[2]', from: null, to: added }]);
});

test('an optional field set or cleared is a change from or to null', () => {
  const before = { moves: [move()] };
  const after = { moves: [move({ events: [event({ pickupBy: '2026-11-30' }), event()] })] };
  expect(itineraryChanges(before, after)).toContainEqual({
    path: 'moves[0].events[0].pickupBy',
    from: null,
    to: '2026-11-30',
  });
  expect(itineraryChanges(after, before)).toContainEqual({
    path: 'moves[0].events[0].pickupBy',
    from: '2026-11-30',
    to: null,
  });
});

test('a first version adds every move', () => {
  const itinerary = { moves: [move(), move({ status: 'accepted' })] };
  expect(itineraryChanges(undefined, itinerary)).toEqual([
    { path: 'moves[0]', from: null, to: itinerary.moves[0] },
    { path: 'moves[1]', from: null, to: itinerary.moves[1] },
  ]);
});

// ---- properties over random itineraries ----

const time = fc.constantFrom('', '2026-11-23T08:00:00', '2026-11-23T13:00:00Z', '2026-11-24T09:30:00-05:00');
const anEvent = fc.record({
  type: fc.constantFrom('hook-origin', 'drop-destination', 'hook-empty'),
  site: fc.record({ id: fc.constantFrom('109', '110', '111') }),
  scheduled: time,
  appointment: fc.record({ start: time, end: time, number: fc.constantFrom('', 'A77') }),
  arrived: time,
  departed: time,
  completed: fc.boolean(),
  note: fc.constantFrom('', 'Gate 4', 'null'),
  pickupBy: fc.option(fc.constantFrom('2026-11-30'), { nil: undefined }),
});
const aMove = fc.record({
  driver: fc.record({
    type: fc.constantFrom('driver', 'carrier', 'not routed'),
    id: fc.constantFrom('', 'D-1'),
  }),
  plannedDate: fc.constantFrom('', '2026-11-23'),
  powerUnit: fc.record({ id: fc.constantFrom('', 'T-10') }),
  status: fc.constantFrom('pending', 'accepted', 'progress', 'completed'),
  hint: fc.constantFrom('', 'H1'),
  events: fc.array(anEvent, { maxLength: 4 }),
});
const anItinerary = fc.record({ moves: fc.array(aMove, { maxLength: 4 }) }) as fc.Arbitrary<Itinerary>;
const withoutUndefined = (itinerary: Itinerary) => JSON.parse(JSON.stringify(itinerary)) as Itinerary;

test('property: undoing the changes from the version after gives the version before', () => {
  fc.assert(
    fc.property(anItinerary, anItinerary, (before, after) => {
      const [from, to] = [withoutUndefined(before), withoutUndefined(after)];
      expect(itineraryBefore(to, itineraryChanges(from, to))).toEqual(from);
    }),
    { numRuns: 500 },
  );
});

test('property: no change is reported twice, and none for equal values', () => {
  fc.assert(
    fc.property(anItinerary, anItinerary, (before, after) => {
      const changes = itineraryChanges(withoutUndefined(before), withoutUndefined(after));
      expect(new Set(changes.map((change) => change.path)).size).toBe(changes.length);
      for (const change of changes) expect(change.from).not.toEqual(change.to);
    }),
  );
});
