import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { newWebhookSecret } from '#shared/webhooks/signing';
import { listSubscriptionIdsFor, putNewSubscription } from '#shared/webhooks/store';
import { growSubscriptions } from '../../bench/scale/subscriptions';
import { removeSubscriptions } from '../../bench/support/sample-subscriptions';
import { createTestTable } from '../support/table';

let tableName: string;
beforeAll(async () => {
  tableName = await createTestTable();
});

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

// Left behind, other sections' subscriptions got a delivery of every change the events sections
// made (21 a change in a full run, listed after the scale section's first 1,000) and slowed each of
// their rounds to seconds.
test('the events sections start with no subscription that the fan-out would find, however many are listed before it', async () => {
  // As the scale section leaves them: 1,000 listed first (past 10 holes), listening to nothing.
  expect(await growSubscriptions(tableName, 10_100)).toBe(1_000);
  await subscribe('bench-user', { type: 'user', id: 'dispatcher' });
  await subscribe('bench-other-user', { type: 'user', id: 'someone-else' });
  await subscribe('bench-client', { type: 'client', id: 'machine-client' });

  await removeSubscriptions();

  for (const type of OUTBOUND_EVENT_TYPES) expect(await listSubscriptionIdsFor(type)).toEqual([]);
});
