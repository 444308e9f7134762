import type { SQSEvent, SQSRecord } from 'aws-lambda';
import type { AttemptOutcome } from '#shared/queues/attempt';
import { sqsConsumer } from '#shared/queues/sqs-consumer';
import { localLambdaContext } from '#tools/dev-server/lambda-context';

/** What each record's work does, by message id. */
type Plan = Record<string, AttemptOutcome | 'throw'>;

const eventOf = (plan: Plan): SQSEvent => ({
  Records: Object.keys(plan).map((messageId) => ({ messageId, body: '{}' }) as SQSRecord),
});

function consumerFor(plan: Plan, inParallel: boolean) {
  const running = { now: 0, most: 0 };
  const handler = sqsConsumer(
    async (record) => {
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      await new Promise((resolve) => setImmediate(resolve));
      running.now -= 1;
      const step = plan[record.messageId];
      if (step === 'throw') throw new Error('the store failed');
      return step ?? 'settled';
    },
    { inParallel, failure: 'test record could not be worked on' },
  );
  return { running, invoke: (event: SQSEvent) => handler(event, localLambdaContext('consumer', 'test')) };
}

const failedIds = (response: { batchItemFailures: { itemIdentifier: string }[] }) =>
  response.batchItemFailures.map((failure) => failure.itemIdentifier).sort();

test.each([true, false])(
  'a record asking for a retry, or whose work throws, is a batch item failure (in parallel: %s)',
  async (inParallel) => {
    const plan: Plan = { a: 'settled', b: 'retry', c: 'throw', d: 'settled' };
    const { invoke } = consumerFor(plan, inParallel);
    expect(failedIds(await invoke(eventOf(plan)))).toEqual(['b', 'c']);
  },
);

test('a batch whose every record fails is reported, not thrown', async () => {
  const plan: Plan = { a: 'retry', b: 'throw' };
  const { invoke } = consumerFor(plan, true);
  expect(failedIds(await invoke(eventOf(plan)))).toEqual(['a', 'b']);
});

test('a settled batch reports no failures, and the next invocation starts afresh', async () => {
  const failing: Plan = { a: 'retry' };
  const { invoke } = consumerFor({ ...failing }, true);
  expect(failedIds(await invoke(eventOf(failing)))).toEqual(['a']);
  expect(await invoke(eventOf({ b: 'settled' }))).toEqual({ batchItemFailures: [] });
});

test.each([
  [true, 3],
  [false, 1],
])('records are worked on at once or one after another (in parallel: %s)', async (inParallel, most) => {
  const plan: Plan = { a: 'settled', b: 'settled', c: 'settled' };
  const { invoke, running } = consumerFor(plan, inParallel);
  await invoke(eventOf(plan));
  expect(running.most).toBe(most);
});
