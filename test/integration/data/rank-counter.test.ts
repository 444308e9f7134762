import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { writeAtNextRanks } from '#shared/data/rank-counter';
import { Busy } from '#shared/domain/errors';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { pendingShipmentFacts } from '../../support/shipment-facts';

/**
 * A collection's next rank goes to one writer at a time (shared/data/rank-counter.ts):
 * a writer that keeps losing it is told the store is busy (503, retry), never
 * left with the store's own exception (500).
 */

beforeAll(async () => {
  await seededStore('small-data.json');
});

const rankTakenFirst = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
  });

test('a writer that loses the next rank every time ends with Busy, after retrying', async () => {
  let attempts = 0;
  const write = async () => {
    attempts += 1;
    throw rankTakenFirst();
  };
  await expect(writeAtNextRanks(['RANK-TEST'], write)).rejects.toBeInstanceOf(Busy);
  expect(attempts).toBeGreaterThan(1);
});

test('16 shipments created at once: each answer is 201, or 503 with Retry-After', async () => {
  const answers = await Promise.all(
    Array.from({ length: 16 }, (_, index) =>
      invoke('putShipment', {
        pathParameters: { shipmentId: `RANK-${index}` },
        body: pendingShipmentFacts(`ORD-RANK-${index}`),
      }),
    ),
  );
  for (const answer of answers) {
    if (answer.status === 503) expect(answer.headers['retry-after']).toBe('1');
    else expect(answer.body?.data?.failure_messages ?? answer.status).toBe(201);
  }
});
