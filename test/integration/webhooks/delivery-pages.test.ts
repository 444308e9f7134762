import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { recordDeliveryAttempt } from '#shared/webhooks/attempt-store';
import type { WebhookDelivery } from '#shared/webhooks/delivery-record';
import { deliveryKey } from '#shared/webhooks/keys';
import { listDeliveriesNewestFirst, listPendingDeliveries, putDeliveryOnce } from '#shared/webhooks/store';
import { createTestTable } from '../../support/table';

/**
 * A subscription's deliveries are ranked in the order they are recorded:
 * pages are slices of that list, newest first, whatever was recorded twice,
 * at once, or removed from the oldest end (as TTL removes expired ones).
 */

beforeAll(async () => {
  await createTestTable();
});

let runs = 0;
const delivery = (subscriptionId: string, event: number): WebhookDelivery => ({
  id: `msg-${subscriptionId}-${event}`,
  subscriptionId,
  eventId: `evt-${event}`,
  eventTimestamp: new Date(Date.UTC(2026, 10, 24, 14, 0, event)).toISOString(),
  type: 'itinerary.updated',
  data: {},
  status: 'pending',
  attempts: 0,
  lastResponseStatus: null,
  createdAt: new Date(Date.UTC(2026, 10, 24, 15, 0, event)).toISOString(),
});

type Step = { kind: 'record'; events: number[] } | { kind: 'expire'; oldest: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  // Several at once (as two stream consumers might), repeats included (a redelivered batch).
  fc.record({
    kind: fc.constant('record' as const),
    events: fc.array(fc.nat(20), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('expire' as const), oldest: fc.nat(3) }),
);

test('every page is the slice of the recorded list, newest first, after any records and expiries', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { minLength: 1, maxLength: 6 }),
      fc.array(fc.record({ offset: fc.nat(22), limit: fc.integer({ min: 1, max: 8 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      async (steps, pages) => {
        runs += 1;
        const subscriptionId = `sub-${runs}`;
        const recorded: number[] = [];
        let expired = 0;
        for (const current of steps) {
          if (current.kind === 'record') {
            await Promise.all(
              current.events.map((event) => putDeliveryOnce(delivery(subscriptionId, event))),
            );
            // Each distinct event once, in whatever order the concurrent recordings took their ranks.
            const stored = await listDeliveriesNewestFirst(subscriptionId, { offset: 0, limit: 1000 });
            // An expired one is recorded anew (as a redelivery after expiry would be).
            const present = recorded.slice(expired);
            const newEvents = new Set(current.events.filter((event) => !present.includes(event)));
            const taken = stored.items
              .map((item) => Number(item.eventId.slice(4)))
              .filter((event) => newEvents.has(event))
              .reverse();
            expect(new Set(taken)).toEqual(newEvents);
            expect(taken).toHaveLength(newEvents.size);
            recorded.push(...taken);
          } else {
            const removing = recorded.slice(expired, expired + current.oldest);
            for (const event of removing) {
              await documentClient.send(
                new DeleteCommand({
                  TableName: config.tableName,
                  Key: deliveryKey(delivery(subscriptionId, event)),
                }),
              );
            }
            expired += removing.length;
          }
          const newestFirst = recorded.slice(expired).reverse();
          for (const { offset, limit } of pages) {
            const page = await listDeliveriesNewestFirst(subscriptionId, { offset, limit });
            expect({
              events: page.items.map((item) => Number(item.eventId.slice(4))),
              hasMore: page.hasMore,
            }).toEqual({
              events: newestFirst.slice(offset, offset + limit),
              hasMore: newestFirst.length > offset + limit,
            });
          }
        }
      },
    ),
    { numRuns: 25 },
  );
});

test('a resumable delivery is listed for the next start while pending, and no longer once settled', async () => {
  const pending = delivery('sub-resumable', 1);
  await putDeliveryOnce(pending, true);
  await putDeliveryOnce(delivery('sub-resumable', 2));
  const ref = {
    subscriptionId: pending.subscriptionId,
    eventId: pending.eventId,
    eventTimestamp: pending.eventTimestamp,
  };
  expect(await listPendingDeliveries()).toEqual([ref]);
  await recordDeliveryAttempt(ref, { status: 'pending', lastResponseStatus: 500, counted: true });
  expect(await listPendingDeliveries()).toEqual([ref]);
  await recordDeliveryAttempt(ref, { status: 'delivered', lastResponseStatus: 200, counted: true });
  expect(await listPendingDeliveries()).toEqual([]);
});
