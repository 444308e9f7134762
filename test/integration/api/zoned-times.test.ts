import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

/** The small data set's TMS is in America/Chicago. */
beforeAll(async () => {
  await seededStore('small-data.json');
});

test('times without an offset are read in settings.timeZone and kept as sent', async () => {
  const { body } = await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });
  const first = body.moves[0].events[0];
  const put = () => invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body });

  // 10:00 in Chicago is 16:00Z: a departure at 15:30Z is before the arrival (read as UTC, it was after).
  Object.assign(first, { arrived: '2026-12-01T10:00:00', departed: '2026-12-01T15:30:00Z' });
  const refused = await put();
  expect(refused.status).toBe(400);
  expect(refused.body.data.failure_messages).toContain(
    'The departure time of an event cannot be earlier than its arrival time.',
  );

  Object.assign(first, { departed: '2026-12-01T16:30:00Z' });
  const stored = await put();
  expect(stored.body.data?.failure_messages ?? stored.status).toBe(200);
  expect(stored.body.moves[0].events[0]).toMatchObject({
    arrived: '2026-12-01T10:00:00',
    departed: '2026-12-01T16:30:00Z',
  });
});
