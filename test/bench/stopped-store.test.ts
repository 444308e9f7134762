import { slowAnswersProxy } from '../support/slow-answers-proxy';

/**
 * A DynamoDB Local that stops answering while the bench waits for a webhook:
 * the figure still fails within its deadline (and the few seconds its
 * explanation gets), naming what did not arrive and that the store did not
 * answer. The store is reached through a proxy that holds back for a minute
 * the answer to every request about the subscription waited for (the reads of
 * its deliveries); the clients read their endpoint when first imported, so
 * everything that reaches the store is imported after it.
 */
const subscriptionId = 'bench-stopped-store';
const proxy = await slowAnswersProxy(process.env.DYNAMODB_ENDPOINT!, {
  requestIncludes: subscriptionId,
  delayMs: 60_000,
  times: 1_000,
});
process.env.DYNAMODB_ENDPOINT = proxy.url;
const { createTestTable } = await import('../support/table');
const { startArrivalReceiver } = await import('../../bench/support/receiver');
const { whyNotArrived } = await import('../../bench/support/missed-webhooks');

const ARRIVAL_WITHIN_MS = 500;
/** The explanation's own bound (tools/deadline.ts), and room for a loaded machine. */
const EXPLAINED_WITHIN_MS = 5_000 + 2_000;

beforeAll(async () => {
  await createTestTable();
});

afterAll(() => proxy.close());

test('a store that stops answering: the wait fails within its deadline, naming the webhook and the silent store', async () => {
  const receiver = await startArrivalReceiver(() => 7);
  const started = Date.now();
  try {
    await expect(
      receiver.arrivals('the webhook of version 7', [7], ARRIVAL_WITHIN_MS, () =>
        whyNotArrived([
          {
            label: 'version 7',
            subscriptionId,
            isIt: (delivery) => delivery.data.version === 7,
          },
        ]),
      ),
    ).rejects.toThrow(
      'the webhook of version 7: not within 0.5 s; why is unknown ' +
        '(the store (DynamoDB, S3) answering what became of them: not within 4 s)',
    );
    expect(Date.now() - started).toBeLessThan(ARRIVAL_WITHIN_MS + EXPLAINED_WITHIN_MS);
  } finally {
    await receiver.close();
  }
});
