import { locationKindsFor } from '#shared/domain/location-kinds';
import { EVENT_TYPES } from '#shared/domain/types';

// The spec's location rule, as its "Itinerary event types" table states it.
const EXPECTED: Record<string, readonly string[]> = {
  'hook-yard': ['yard'],
  'drop-yard': ['yard'],
  'pickup-crossdock': ['crossDock'],
  'deliver-crossdock': ['crossDock'],
  'hook-chassis': ['yard', 'site'],
  'drop-chassis': ['yard', 'site'],
};

test.each(EVENT_TYPES)('%s names a location of the kinds its table row requires', (type) => {
  expect(locationKindsFor(type)).toEqual(EXPECTED[type] ?? ['site']);
});

test('a non-shipment event may name any kind of location; an unknown type is looked up as a site', () => {
  expect(locationKindsFor('ns-fuel')).toEqual(['site', 'yard', 'crossDock']);
  expect(locationKindsFor('teleport')).toEqual(['site']);
});
