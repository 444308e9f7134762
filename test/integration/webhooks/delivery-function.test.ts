import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { handler } from '#functions/webhooks/deliver-webhooks';
import { sqs } from '#shared/aws/sqs';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { attemptDelivery } from '#shared/webhooks/deliver';
import { readDeliveryMessage } from '#shared/webhooks/delivery-queue';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { AWS_ATTEMPTS } from '#shared/webhooks/retry-policy';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { invoke } from '../../support/invoke';
import { stubDns } from '../../support/stub-dns';
import { createTestTable } from '../../support/table';
import { deadReceiverUrl, startReceiver } from './support/receiver';

// The AWS path: deliveries go through SQS (captured here) to the delivery function.
process.env.WEBHOOK_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/webhook-deliveries';
process.env.ALLOW_LOOPBACK_URLS = 'true';

interface SentCommand {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: inputs of several SQS commands, asserted field by field
  input: any;
}
const sent: SentCommand[] = [];

beforeAll(async () => {
  await createTestTable();
  // No queue is reachable from a test: record what would be sent, and answer as SQS does.
  sqs.middlewareStack.add(
    (_next, context) => async (args) => {
      sent.push({ name: String(context.commandName), input: args.input });
      return { output: { $metadata: {}, Failed: [], Successful: [] }, response: {} } as never;
    },
    { step: 'initialize', name: 'captureSqs' },
  );
});

beforeEach(() => {
  sent.length = 0;
});

/** The current subscription: earlier tests' subscriptions listen to the same type, and get deliveries too. */
let current = '';

/**
 * What queueWebhookDeliveries sent for the current subscription, as the SQS
 * source hands each message to the function on receive `count`.
 */
function receivedAs(count: number): SQSEvent {
  const entries = sent
    .filter((command) => command.name === 'SendMessageBatchCommand')
    .flatMap((command) => command.input.Entries as { Id: string; MessageBody: string }[])
    .filter((entry) => readDeliveryMessage(entry.MessageBody)?.subscriptionId === current);
  return {
    Records: entries.map(
      (entry, index) =>
        ({
          messageId: `message-${index}`,
          receiptHandle: `receipt-${index}`,
          body: entry.MessageBody,
          attributes: { ApproximateReceiveCount: String(count) },
        }) as unknown as SQSRecord,
    ),
  };
}

const deliver = (event: SQSEvent) => handler(event, localLambdaContext('deliverer', 'test-invocation'));

async function fannedOut(url: string): Promise<{ webhookId: string }> {
  const { body } = await invoke('createWebhook', { body: { url, events: ['event.departed'] } });
  current = body.id;
  const event: OutboundEvent = {
    id: `departed-${body.id}`,
    type: 'event.departed',
    timestamp: '2026-11-24T15:00:00.000Z',
    data: { shipment: { id: '1004', href: '/shipments/1004' }, event: { id: 'E-1' } },
  };
  await queueWebhookDeliveries([event]);
  return { webhookId: body.id };
}

const deliveries = async (webhookId: string) =>
  (await invoke('listWebhookDeliveries', { pathParameters: { webhookId } })).body.items;

test('the fan-out sends one message per delivery; a failed attempt is handed back with its backoff as visibility', async () => {
  const receiver = await startReceiver([500, 200]);
  try {
    const { webhookId } = await fannedOut(receiver.url);
    const first = receivedAs(1);
    expect(first.Records).toHaveLength(1);
    sent.length = 0;

    expect(await deliver(first)).toEqual({ batchItemFailures: [{ itemIdentifier: 'message-0' }] });
    expect(sent).toEqual([
      {
        name: 'ChangeMessageVisibilityCommand',
        input: expect.objectContaining({ ReceiptHandle: 'receipt-0', VisibilityTimeout: 5 }),
      },
    ]);
    expect(await deliveries(webhookId)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastResponseStatus: 500 }),
    ]);

    const second = {
      Records: first.Records.map((record) => ({ ...record, attributes: { ApproximateReceiveCount: '2' } })),
    } as SQSEvent;
    expect(await deliver(second)).toEqual({ batchItemFailures: [] });
    expect(await deliveries(webhookId)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2, lastResponseStatus: 200 }),
    ]);
    const [a, b] = receiver.received;
    expect(a?.headers['webhook-id']).toBe(b?.headers['webhook-id']);

    // SQS delivers at least once: a late duplicate of a delivered message sends nothing.
    expect(await deliver(second)).toEqual({ batchItemFailures: [] });
    expect(receiver.received).toHaveLength(2);
  } finally {
    await receiver.close();
  }
});

test('the last attempt against a dead receiver marks the delivery failed and lets the message go', async () => {
  const { webhookId } = await fannedOut(await deadReceiverUrl());
  expect(await deliver(receivedAs(AWS_ATTEMPTS))).toEqual({ batchItemFailures: [] });
  expect(await deliveries(webhookId)).toEqual([
    expect.objectContaining({ status: 'failed', attempts: 1, lastResponseStatus: null }),
  ]);
});

test('a message this service did not write is dropped, not retried', async () => {
  const event = {
    Records: [{ messageId: 'odd', body: '{"hello":1}', attributes: { ApproximateReceiveCount: '1' } }],
  } as unknown as SQSEvent;
  expect(await deliver(event)).toEqual({ batchItemFailures: [] });
});

test('the URL is checked again at every delivery: a name that now resolves to a private address is not called', async () => {
  const { webhookId } = await fannedOut('https://hooks.example.com/tms');
  const [record] = receivedAs(1).Records;
  const ref = readDeliveryMessage(record?.body ?? '');
  expect(ref).toBeDefined();
  const rebound = stubDns({ 'hooks.example.com': ['10.0.0.9'] });
  expect(await attemptDelivery(ref!, { number: 1, of: 3 }, { resolve: rebound })).toBe('retry');
  expect(await deliveries(webhookId)).toEqual([
    expect.objectContaining({ status: 'pending', attempts: 1, lastResponseStatus: null }),
  ]);
});
