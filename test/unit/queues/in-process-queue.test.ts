import { commitMarkerItems, withCommitMarker } from '#shared/data/commit-marker';
import { logger } from '#shared/observability/logger';
import { createInProcessQueue } from '#shared/queues/in-process-queue';
import { captureOutput } from '../../support/captured-output';

/**
 * The local stand-in for SQS hands a message over as SQS does: to its
 * consumer, in the consumer's own context. Nothing of the invocation that
 * sent it follows it (in Lambda the processor is another function): not its
 * log keys, not the idempotency fence its transactions carry.
 */
beforeAll(() => logger.setLogLevel('INFO'));
afterAll(() => logger.setLogLevel('SILENT'));

const laterTurn = () => new Promise((resolve) => setImmediate(resolve));

test("a message is consumed in the consumer's context, not the sending request's", async () => {
  const queue = createInProcessQueue<{ n: number }>('test');
  const markersSeen: unknown[] = [];
  const output = captureOutput();
  try {
    queue.consume(({ n }) => {
      markersSeen.push(commitMarkerItems('table'));
      logger.info('message consumed', { n });
    });
    await logger.withOwnKeys(() =>
      withCommitMarker(
        (TableName) => ({ ConditionCheck: { TableName, Key: {}, ConditionExpression: 'x' } }),
        async () => {
          logger.appendKeys({ requestId: 'the-sender', route: 'POST /images' });
          await queue.send([{ n: 1 }]);
          // The consumer runs while the sending request is still under way.
          await laterTurn();
        },
      ),
    );
  } finally {
    output.restore();
  }
  expect(markersSeen).toEqual([[]]);
  const consumed = output.records().filter((record) => record.message === 'message consumed');
  expect(consumed).toHaveLength(1);
  expect(consumed[0]).not.toHaveProperty('requestId');
  expect(consumed[0]).not.toHaveProperty('route');
});
