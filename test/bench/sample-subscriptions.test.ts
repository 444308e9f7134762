import { mapInWaves } from '#shared/data/batching';
import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { newWebhookSecret } from '#shared/webhooks/signing';
import { listSubscriptionIdsFor, putNewSubscription } from '#shared/webhooks/store';
import { removeSubscriptions } from '../../bench/support/sample-subscriptions';
import { createTestTable } from '../support/table';

beforeAll(() => createTestTable());

const subscribe = (id: string, owner: { type: 'user' | 'client'; id: string }) =>
  putNewSubscription({
    id,
    owner,
    url: 'https://hooks.example.com/tms',
    events: ['itinerary.updated', 'event.departed'],
    description: 'bench',
    secret: newWebhookSecret(),
    createdAt: new Date().toISOString(),
  });

/** More than one page of `GET /webhooks` at its largest `limit`, as the full bench leaves. */
const SUBSCRIPTIONS = 1_010;

// Left behind, another section's subscriptions got a delivery of every change the events sections
// made (21 a change in a full run, past the first 1,000 subscriptions listed) and slowed each of
// their rounds to seconds.
test('the events sections start with no subscription that the fan-out would find, however many, whoever owns it', async () => {
  await subscribe('bench-other-user', { type: 'user', id: 'someone-else' });
  await subscribe('bench-client', { type: 'client', id: 'machine-client' });
  // One at a time: together they would take turns on the collection's rank counter, slower.
  await mapInWaves([...Array(SUBSCRIPTIONS).keys()], 1, (index) =>
    subscribe(`bench-${String(index).padStart(5, '0')}`, { type: 'user', id: 'bench' }),
  );

  await removeSubscriptions();

  for (const type of OUTBOUND_EVENT_TYPES) expect(await listSubscriptionIdsFor(type)).toEqual([]);
});
