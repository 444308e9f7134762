import { answerTextBytes } from '#shared/domain/itinerary-bounds';
import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { renderVersion, VERSION_ANSWER_BYTES } from '#shared/shipments/presenters/itinerary-history';
import { shipment } from '../../integration/data/fixtures';

const stored = shipment('S-1');
const directory = { site: new Map(), yard: new Map(), crossDock: new Map() };

const versionWithChanges = (changeBytes: number): ItineraryVersion => ({
  ...itineraryVersion({
    shipmentId: 'S-1',
    version: 3,
    before: stored.itinerary,
    after: stored.itinerary,
    changedBy: { role: 'dispatcher', id: 'sub' },
    source: 'api',
    changedAt: new Date('2026-11-23T06:00:00Z'),
  }),
  changes: [{ path: 'moves[0].hint', from: '', to: '"'.repeat(changeBytes / 4) }],
});

test('a version that fits one answer carries its changes and its itinerary', () => {
  const answer = renderVersion(versionWithChanges(1_000), stored, directory, 5);
  expect(Array.isArray(answer.changes)).toBe(true);
  expect(answer.itinerary.moves).toHaveLength(stored.itinerary.moves.length);
});

test('a version whose changes do not fit beside its itinerary links them: the history page that lists it', () => {
  const answer = renderVersion(versionWithChanges(VERSION_ANSWER_BYTES), stored, directory, 5);
  expect(answer.changes).toEqual({
    href: '/shipments/S-1/itinerary/history?offset=2&limit=1',
    omitted: true,
  });
  expect(answer.itinerary.moves).toHaveLength(stored.itinerary.moves.length);
  expect(answerTextBytes(JSON.stringify(answer))).toBeLessThan(VERSION_ANSWER_BYTES);
});
