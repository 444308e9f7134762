/**
 * Webhooks: what `queueWebhookDeliveries` costs per event (round trips and
 * capacity, the first time and when the stream redelivers the batch), how many
 * events a second it records and queues, and how long a delivery takes from
 * the fan-out to a receiver on this machine (the local delivery path, signed,
 * over HTTP), and a resend from its call to the receiver.
 */
import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import type { OutboundEvent, OutboundEventType } from '#shared/domain/outbound-event';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { resendDelivery } from '#shared/webhooks/manual-deliveries';
import { newWebhookSecret, webhookIdOf } from '#shared/webhooks/signing';
import { putNewSubscription } from '#shared/webhooks/store';
import { startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import type { BenchContext } from './support/context';
import { type ExpectedWebhook, whyNotArrived } from './support/missed-webhooks';
import { startArrivalReceiver } from './support/receiver';
import { figureOrFailure, ms, type ReportRow, type SectionResult } from './support/report';
import { percentile, round } from './support/stats';
import { stopWithin } from './support/stop-within';

const section = 'webhooks';
/** The product's promise for the local path: a receiver gets a webhook, or a resend of one, within 2 s. */
const LOCAL_DELIVERY_P99_LIMIT_MS = 2_000;
/** A delivery later than this is taken as lost: the figure fails, naming it. */
const ARRIVAL_WITHIN_MS = 30_000;
/** Events of one stream batch in the cost and throughput figures (a few in quick mode). */
const batchOf = (context: BenchContext) => (context.mode.name === 'quick' ? 10 : 100);

async function subscribe(url: string, type: OutboundEventType, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `bench-${type}-${index}`);
  for (const id of ids) {
    await putNewSubscription({
      id,
      owner: { type: 'user', id: 'bench' },
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
    events,
    subscriptions,
    first: perEvent(first.usage),
    redelivered: perEvent(again.usage),
    batch,
    eventsPerSecond: round(batch / seconds, 0),
    // Sent by SendMessageBatch, ten deliveries a request (in AWS; in-process here).
    sqsRequestsPerEvent: round(Math.ceil((batch * subscriptions) / 10) / batch, 2),
  };
}

/** The deliveries of `events` to `subscriptionIds`, as the receiver tells them and the store finds them. */
const deliveriesOf = (events: readonly OutboundEvent[], subscriptionIds: readonly string[]) =>
  events.flatMap((event) =>
    subscriptionIds.map((subscriptionId) => ({
      webhookId: webhookIdOf(event.id, subscriptionId),
      expected: {
        label: `event ${event.id}`,
        subscriptionId,
        isIt: (delivery) => delivery.eventId === event.id,
      } satisfies ExpectedWebhook,
    })),
  );

/**
 * From each resend's call (POST /webhooks/{id}/deliveries/{deliveryId}/resend's
 * use case) to its arrival: the delivery, delivered once, sent again and
 * again under its webhook-id. The receiver tells the n-th arrival of a
 * webhook-id from the others. Runs with the local webhook deliveries started.
 */
async function resendLatencies(context: BenchContext) {
  const received = new Map<string, number>();
  const receiver = await startArrivalReceiver((request) => {
    const webhookId = String(request.headers['webhook-id']);
    const nth = (received.get(webhookId) ?? 0) + 1;
    received.set(webhookId, nth);
    return `${webhookId} #${nth}`;
  });
  try {
    const [subscriptionId] = await subscribe(receiver.url, 'master-data.updated', 1);
    const [event] = eventsOf('master-data.updated', 1);
    const [{ webhookId, expected }] = deliveriesOf([event!], [subscriptionId!]) as [
      ReturnType<typeof deliveriesOf>[number],
    ];
    const arrival = (nth: number) =>
      receiver.arrivals(`arrival #${nth} of ${webhookId}`, [`${webhookId} #${nth}`], ARRIVAL_WITHIN_MS, () =>
        whyNotArrived([expected]),
      );
    const delivered = arrival(1);
    await queueWebhookDeliveries([event!]);
    await delivered;
    const dispatcher = { role: 'dispatcher', subject: 'bench' } as const;
    const target = { webhookId: subscriptionId!, deliveryId: webhookId, uri: 'bench' };
    const latencies: number[] = [];
    for (let call = 0; call < context.mode.warmCalls; call++) {
      const arrived = arrival(call + 2);
      // Awaited below; a resend that throws first must not leave its deadline unheard.
      arrived.catch(() => {});
      const started = performance.now();
      await resendDelivery(dispatcher, target);
      const [at] = await arrived;
      latencies.push(at! - started);
    }
    const p50Ms = round(percentile(latencies, 0.5));
    const p99Ms = round(percentile(latencies, 0.99));
    return {
      figures: { p50Ms, p99Ms },
      measured: `${ms(p50Ms)} / ${ms(p99Ms)}`,
      pass: p99Ms < LOCAL_DELIVERY_P99_LIMIT_MS,
    };
  } finally {
    await receiver.close();
  }
}

export async function run(context: BenchContext): Promise<SectionResult> {
  const receiver = await startArrivalReceiver((request) => String(request.headers['webhook-id']));
  const failedTo = await subscribe(receiver.url, 'document.failed', 1);
  const departedTo = await subscribe(receiver.url, 'event.departed', 3);
  context.log('webhooks: fan-out cost');
  // Before the delivery worker starts: the fan-out is measured alone, with no delivery running beside it.
  const batch = batchOf(context);
  const { events: failedEvents, ...one } = await fanOutCost('document.failed', 1, batch);
  const { events: departedEvents, ...three } = await fanOutCost('event.departed', 3, batch);
  // The bench's receiver is on 127.0.0.1: allowed here explicitly, whatever the process's environment.
  const webhooks = await startLocalWebhooks({ attempts: 1, policy: { allowLoopback: true } });
  const waitFor = (what: string, deliveries: ReturnType<typeof deliveriesOf>) => {
    const expected = new Map(deliveries.map(({ webhookId, expected }) => [webhookId, expected]));
    return receiver.arrivals(what, [...expected.keys()], ARRIVAL_WITHIN_MS, (missing) =>
      whyNotArrived(missing.map((webhookId) => expected.get(webhookId)!)),
    );
  };
  try {
    context.log('webhooks: delivery latency');
    const latency = await figureOrFailure(
      {
        section,
        figure: 'local delivery, fan-out to a receiver on 127.0.0.1: p50 / p99',
        target: `p99 < ${LOCAL_DELIVERY_P99_LIMIT_MS} ms`,
      },
      async () => {
        // The batches' deliveries first: the latency is of a delivery that waits behind none.
        await waitFor(`the ${4 * batch} deliveries of the fan-out batches`, [
          ...deliveriesOf(failedEvents, failedTo),
          ...deliveriesOf(departedEvents, departedTo),
        ]);
        const [subscriptionId] = await subscribe(receiver.url, 'non-shipment-event.updated', 1);
        const latencies: number[] = [];
        for (let call = 0; call < context.mode.warmCalls; call++) {
          const [event] = eventsOf('non-shipment-event.updated', 1);
          const arrived = waitFor(
            `the delivery of event ${event!.id}`,
            deliveriesOf([event!], [subscriptionId!]),
          );
          // Awaited below; a fan-out that throws first must not leave its deadline unheard.
          arrived.catch(() => {});
          const started = performance.now();
          await queueWebhookDeliveries([event!]);
          const [at] = await arrived;
          latencies.push(at! - started);
        }
        const p50Ms = round(percentile(latencies, 0.5));
        const p99Ms = round(percentile(latencies, 0.99));
        return {
          figures: { p50Ms, p99Ms },
          measured: `${ms(p50Ms)} / ${ms(p99Ms)}`,
          pass: p99Ms < LOCAL_DELIVERY_P99_LIMIT_MS,
        };
      },
    );

    context.log('webhooks: resend latency');
    const resend = await figureOrFailure(
      {
        section,
        figure: 'local resend, its call to a receiver on 127.0.0.1: p50 / p99',
        target: `p99 < ${LOCAL_DELIVERY_P99_LIMIT_MS} ms`,
      },
      () => resendLatencies(context),
    );

    const costRow = (cost: typeof one): ReportRow => ({
      section,
      figure: `queueWebhookDeliveries, ${cost.subscriptions} subscription(s) per event, batches of ${cost.batch}`,
      measured: `${cost.first.roundTrips} round trips, ${cost.first.capacityUnits} CU per event; ${cost.eventsPerSecond} events/s`,
      // The meter counts answered calls: a refused conditional Put (one per delivery found recorded) is not in it.
      baseline: `redelivered batch: ${cost.redelivered.roundTrips} round trips, ${cost.redelivered.capacityUnits} CU per event + ${cost.subscriptions} refused conditional Put(s); + ${cost.sqsRequestsPerEvent} SQS requests per event in AWS`,
    });
    return {
      figures: { fanOut: [one, three], localDelivery: latency.figures, localResend: resend.figures },
      rows: [costRow(one), costRow(three), latency.row, resend.row],
    };
  } finally {
    await stopWithin(context.log, 'the local webhook deliveries', () => webhooks.stop());
    await receiver.close();
  }
}
