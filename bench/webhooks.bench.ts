/**
 * Webhooks: what `queueWebhookDeliveries` costs per event (round trips and
 * capacity, the first time and when the stream redelivers the batch), how many
 * events a second it records and queues, and how long a delivery takes from
 * the fan-out to a receiver on this machine (the local delivery path, signed,
 * over HTTP).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import type { OutboundEvent, OutboundEventType } from '#shared/domain/outbound-event';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { newWebhookSecret, webhookIdOf } from '#shared/webhooks/signing';
import { putNewSubscription } from '#shared/webhooks/store';
import { startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult } from './support/report';
import { percentile, round } from './support/stats';

const section = 'webhooks';
/** The promise for the local path: a receiver gets a webhook within 2 s. */
const LOCAL_DELIVERY_P99_LIMIT_MS = 2_000;
/** Events of one stream batch in the cost and throughput figures (a few in quick mode). */
const batchOf = (context: BenchContext) => (context.mode.name === 'quick' ? 10 : 100);

/** A receiver on 127.0.0.1 answering 200, telling each arrival by webhook-id. */
async function startReceiver() {
  const arrivals = new Map<string, (at: number) => void>();
  const seen = new Set<string>();
  let whenSeen: { count: number; resolve: () => void } | undefined;
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      const webhookId = String(request.headers['webhook-id']);
      arrivals.get(webhookId)?.(performance.now());
      seen.add(webhookId);
      if (whenSeen && seen.size >= whenSeen.count) whenSeen.resolve();
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrival: (webhookId: string) => new Promise<number>((resolve) => arrivals.set(webhookId, resolve)),
    /** Resolves once `count` different deliveries have arrived. */
    distinct: (count: number) =>
      new Promise<void>((resolve) => {
        if (seen.size >= count) resolve();
        else whenSeen = { count, resolve };
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function subscribe(url: string, type: OutboundEventType, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `bench-${type}-${index}`);
  for (const id of ids) {
    await putNewSubscription({
      id,
      url,
      events: [type],
      description: 'bench',
      secret: newWebhookSecret(),
      createdAt: new Date().toISOString(),
    });
  }
  return ids;
}

let eventNumber = 0;
const eventsOf = (type: OutboundEventType, count: number): OutboundEvent[] =>
  Array.from({ length: count }, () => {
    eventNumber += 1;
    return {
      id: `bench-event-${eventNumber}`,
      type,
      timestamp: new Date().toISOString(),
      data: { shipment: { id: '1004', href: '/shipments/1004' }, version: eventNumber },
    };
  });

/** Round trips and capacity per event of one batch fanned out to `subscriptions` subscriptions, first and again. */
async function fanOutCost(type: OutboundEventType, subscriptions: number, batch: number) {
  const events = eventsOf(type, batch);
  const started = performance.now();
  const first = await measureDynamoDbUsage(() => queueWebhookDeliveries(events));
  const seconds = (performance.now() - started) / 1000;
  const again = await measureDynamoDbUsage(() => queueWebhookDeliveries(events));
  const perEvent = (usage: { requests: number; capacityUnits: number }) => ({
    roundTrips: round(usage.requests / batch, 2),
    capacityUnits: round(usage.capacityUnits / batch, 2),
  });
  return {
    subscriptions,
    first: perEvent(first.usage),
    redelivered: perEvent(again.usage),
    batch,
    eventsPerSecond: round(batch / seconds, 0),
    // Sent by SendMessageBatch, ten deliveries a request (in AWS; in-process here).
    sqsRequestsPerEvent: round(Math.ceil((batch * subscriptions) / 10) / batch, 2),
  };
}

export async function run(context: BenchContext): Promise<SectionResult> {
  const receiver = await startReceiver();
  await subscribe(receiver.url, 'document.failed', 1);
  await subscribe(receiver.url, 'event.departed', 3);
  context.log('webhooks: fan-out cost');
  // Before the delivery worker starts: its work, begun from the fan-out's calls, would count in their meter.
  const batch = batchOf(context);
  const one = await fanOutCost('document.failed', 1, batch);
  const three = await fanOutCost('event.departed', 3, batch);
  // The bench's receiver is on 127.0.0.1: allowed here explicitly, whatever the process's environment.
  const webhooks = await startLocalWebhooks({ attempts: 1, policy: { allowLoopback: true } });
  try {
    // The batches' deliveries first: the latency is of a delivery that waits behind none.
    await receiver.distinct(4 * batch);
    context.log('webhooks: delivery latency');
    const [subscriptionId] = await subscribe(receiver.url, 'non-shipment-event.updated', 1);
    const latencies: number[] = [];
    for (let call = 0; call < context.mode.warmCalls; call++) {
      const [event] = eventsOf('non-shipment-event.updated', 1);
      const arrived = receiver.arrival(webhookIdOf(event!.id, subscriptionId!));
      const started = performance.now();
      await queueWebhookDeliveries([event!]);
      latencies.push((await arrived) - started);
    }
    const latency = { p50Ms: round(percentile(latencies, 0.5)), p99Ms: round(percentile(latencies, 0.99)) };

    const costRow = (cost: typeof one): ReportRow => ({
      section,
      figure: `queueWebhookDeliveries, ${cost.subscriptions} subscription(s) per event, batches of ${cost.batch}`,
      measured: `${cost.first.roundTrips} round trips, ${cost.first.capacityUnits} CU per event; ${cost.eventsPerSecond} events/s`,
      // The meter counts answered calls: a refused conditional Put (one per delivery found recorded) is not in it.
      baseline: `redelivered batch: ${cost.redelivered.roundTrips} round trips, ${cost.redelivered.capacityUnits} CU per event + ${cost.subscriptions} refused conditional Put(s); + ${cost.sqsRequestsPerEvent} SQS requests per event in AWS`,
    });
    return {
      figures: { fanOut: [one, three], localDelivery: latency },
      rows: [
        costRow(one),
        costRow(three),
        {
          section,
          figure: 'local delivery, fan-out to a receiver on 127.0.0.1: p50 / p99',
          measured: `${ms(latency.p50Ms)} / ${ms(latency.p99Ms)}`,
          target: `p99 < ${LOCAL_DELIVERY_P99_LIMIT_MS} ms`,
          pass: latency.p99Ms < LOCAL_DELIVERY_P99_LIMIT_MS,
        },
      ],
    };
  } finally {
    await webhooks.stop();
    await receiver.close();
  }
}
