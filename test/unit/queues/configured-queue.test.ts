import { sqs } from '#shared/aws/sqs';
import { configuredQueue } from '#shared/queues/configured-queue';

interface SentBatch {
  QueueUrl: string;
  Entries: { Id: string; MessageBody: string }[];
}
const sent: SentBatch[] = [];
/** Entry ids SQS reports failed in its next answer. */
let failNext: string[] = [];

beforeAll(() => {
  // No queue is reachable from a test: record what would be sent, and answer as SQS does.
  sqs.middlewareStack.add(
    (_next) => async (args) => {
      sent.push(args.input as SentBatch);
      const Failed = failNext.map((Id) => ({ Id, SenderFault: false, Code: 'InternalError' }));
      failNext = [];
      return { output: { $metadata: {}, Failed, Successful: [] }, response: {} } as never;
    },
    { step: 'initialize', name: 'captureSqs' },
  );
});

beforeEach(() => {
  sent.length = 0;
});

const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/work';

/** Resolves once every message handed over on a later turn has arrived. */
const laterTurn = () => new Promise((resolve) => setImmediate(resolve));

test('without a queue URL, messages wait in process for the one consumer, the backlog first', async () => {
  const queue = configuredQueue<{ n: number }>('test', () => undefined);
  expect(queue.inProcess).toBe(true);
  await queue.send([{ n: 1 }]);
  const received: number[] = [];
  const detach = queue.local.consume(({ n }) => received.push(n));
  await queue.send([{ n: 2 }, { n: 3 }]);
  expect(received).toEqual([]);
  await laterTurn();
  expect(received).toEqual([1, 2, 3]);
  expect(() => queue.local.consume(() => {})).toThrow('The in-process test queue already has a consumer.');
  detach();
  expect(sent).toEqual([]);
});

test('with a queue URL, messages go to SQS as JSON, ten a request, and nothing waits in process', async () => {
  let url: string | undefined;
  const queue = configuredQueue<{ n: number }>('test', () => url);
  url = QUEUE_URL;
  expect(queue.inProcess).toBe(false);
  const received: unknown[] = [];
  const detach = queue.local.consume((message) => received.push(message));
  await queue.send(Array.from({ length: 12 }, (_, n) => ({ n })));
  await laterTurn();
  detach();
  expect(received).toEqual([]);
  expect(sent.map((batch) => batch.QueueUrl)).toEqual([QUEUE_URL, QUEUE_URL]);
  expect(sent.flatMap((batch) => batch.Entries.map((entry) => JSON.parse(entry.MessageBody).n))).toEqual(
    Array.from({ length: 12 }, (_, n) => n),
  );
});

test('an entry SQS reports failed is sent again, alone', async () => {
  const queue = configuredQueue<string>('test', () => QUEUE_URL);
  failNext = ['1'];
  await queue.send(['a', 'b', 'c']);
  expect(sent.map((batch) => batch.Entries.map((entry) => entry.MessageBody))).toEqual([
    ['"a"', '"b"', '"c"'],
    ['"b"'],
  ]);
});
