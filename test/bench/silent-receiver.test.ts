import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { newWebhookSecret } from '#shared/webhooks/signing';
import { listDeliveriesNewestFirst, putNewSubscription } from '#shared/webhooks/store';
import { pollUntil } from '#tools/deadline';
import { startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { whyNotArrived } from '../../bench/support/missed-webhooks';
import { stopWithin } from '../../bench/support/stop-within';
import { createTestTable } from '../support/table';

/**
 * A receiver that never answers, behind the events section's deliverer
 * settings (3 attempts, 100 ms apart; each attempt waits 15 s for an answer):
 * the wait for its webhook fails at its deadline naming the delivery and the
 * missing answer, and the deliverer still stops within the bench's bound.
 */
process.env.ALLOW_LOOPBACK_URLS = 'true';

const subscriptionId = 'bench-silent-receiver';
/** Past the first attempt's 15 s, so that the store has an attempt to tell of. */
const DELIVERED_WITHIN_MS = 20_000;
/** The explanation's own bound (tools/deadline.ts) and the stop's (bench/support/stop-within.ts). */
const ENDED_WITHIN_MS = DELIVERED_WITHIN_MS + 5_000 + 30_000;

const held: IncomingMessage[] = [];
const silent = createServer((request) => held.push(request));

beforeAll(async () => {
  await createTestTable();
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  await putNewSubscription({
    id: subscriptionId,
    url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hooks`,
    events: ['itinerary.updated'],
    description: 'bench',
    secret: newWebhookSecret(),
    createdAt: new Date().toISOString(),
    owner: { type: 'user', id: 'bench' },
  });
});

afterAll(() => {
  silent.closeAllConnections();
  silent.close();
});

test('a receiver that never answers: the figure fails at its deadline naming the delivery pending with no answer', async () => {
  const said: string[] = [];
  const started = Date.now();
  const webhooks = await startLocalWebhooks({ attempts: 3, backoffMs: 100 });
  try {
    await queueWebhookDeliveries([
      {
        id: 'evt-silent-7',
        type: 'itinerary.updated',
        timestamp: new Date().toISOString(),
        data: { shipment: { id: '1001', href: '/shipments/1001' }, version: 7 },
      },
    ]);
    await expect(
      pollUntil(
        'the webhook of version 7 delivered',
        DELIVERED_WITHIN_MS,
        async () =>
          (await listDeliveriesNewestFirst(subscriptionId, { offset: 0, limit: 1 })).items[0]?.status ===
          'delivered',
        {
          intervalMs: 500,
          explain: () =>
            whyNotArrived([
              {
                label: 'version 7',
                subscriptionId,
                isIt: (delivery) => delivery.data.version === 7,
              },
            ]),
        },
      ),
    ).rejects.toThrow(
      `the webhook of version 7 delivered: not within 20 s; 1 did not arrive: version 7 to subscription ${subscriptionId}: ` +
        'delivery still pending after 1 attempt(s), the last: no answer',
    );
    expect(held.length).toBeGreaterThanOrEqual(1);
  } finally {
    await stopWithin(
      (line) => said.push(line),
      'the local webhook deliveries',
      () => webhooks.stop(),
    );
  }
  // Stopped within its bound: nothing was left running.
  expect(said).toEqual([]);
  expect(Date.now() - started).toBeLessThan(ENDED_WITHIN_MS);
}, 90_000);
