/**
 * Outbound events on the local stack, as `npm start` runs them: how long a
 * webhook takes to reach a receiver after the response of the change that
 * caused it, and how many committed changes a second the local stream
 * consumer turns into delivered webhooks.
 */
import { config } from '#shared/config';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { itineraryVersionToItem } from '#shared/shipments/store/history';
import { itineraryVersionKey } from '#shared/shipments/store/keys';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { startBenchEventStream } from './support/bench-event-stream';
import type { BenchContext } from './support/context';
import { changeItineraryNote } from './support/itinerary-change';
import { whyNotArrived } from './support/missed-webhooks';
import { startArrivalReceiver } from './support/receiver';
import { figureOrFailure, ms, type SectionResult } from './support/report';
import { bodyOf, callRoute } from './support/route-call';
import { removeSubscriptions } from './support/sample-subscriptions';
import { percentile, round } from './support/stats';
import { stopWithin } from './support/stop-within';

const section = 'events';
/** decisions.md: a webhook reaches a local receiver within 2 s of the response that caused it. */
const LATENCY_TARGET_MS = 2_000;
/** Rounds of the latency figure between two progress lines. */
const PROGRESS_EVERY = 10;
/** Far past the target: a webhook later than this is taken as lost, and the figure fails naming it. */
const ARRIVAL_WITHIN_MS = 30_000;
/**
 * The burst's webhooks arrive at about 60 a second on an idle machine. A gap
 * this long with none arriving (longer than the consumer takes to publish the
 * whole burst as one page, and past the set-aside below) takes the rest as lost;
 * a busy machine that delivers them slowly only makes the figure slower.
 */
const burstQuietMs = (burst: number) => 30_000 + 100 * burst;

/** The webhooks of itinerary versions to one subscription: how a figure names those that did not arrive. */
const versionsTo =
  (subscriptionId: string, setAsideBucket: string, shipmentOf: (version: number) => string) =>
  (versions: number[]) =>
    whyNotArrived(
      versions.map((version) => ({
        label: `version ${version}`,
        subscriptionId,
        isIt: (delivery) => delivery.type === 'itinerary.updated' && delivery.data.version === version,
        change: itineraryVersionKey(shipmentOf(version), version),
      })),
      setAsideBucket,
    );

export async function run(context: BenchContext): Promise<SectionResult> {
  await removeSubscriptions();
  const receiver = await startArrivalReceiver(
    (_request, body) => (JSON.parse(body) as { data: { version: number } }).data.version,
  );
  // As `npm start` and AWS do: a change that fails every attempt is set aside, and names itself so.
  const stream = await startBenchEventStream(context.log, 50);
  const { setAsideBucket } = stream;
  const webhooks = await startLocalWebhooks({ attempts: 3, backoffMs: 100 });
  try {
    const { id: subscriptionId } = bodyOf<{ id: string }>(
      await callRoute('createWebhook', { body: { url: receiver.url, events: ['itinerary.updated'] } }),
    );
    const shipmentId = context.dataSet.shipments[0]!.id;
    const calls = context.mode.warmCalls;

    context.log('events: webhook latency after PUT itinerary');
    const latency = await figureOrFailure(
      {
        section,
        figure: `webhook after PUT itinerary (${calls} changes): latency p50 / p99`,
        target: `p99 < ${LATENCY_TARGET_MS} ms`,
      },
      async () => {
        const why = versionsTo(subscriptionId, setAsideBucket, () => shipmentId);
        const latencies: number[] = [];
        for (let call = 0; call < calls; call++) {
          const { version, answeredAt } = await changeItineraryNote(shipmentId, `events bench ${call}`);
          const [arrivedAt] = await receiver.arrivals(
            `the webhook of version ${version} of shipment ${shipmentId}`,
            [version],
            ARRIVAL_WITHIN_MS,
            why,
          );
          latencies.push(arrivedAt! - answeredAt);
          // On a busy machine 100 rounds take minutes: the section says where it is.
          if ((call + 1) % PROGRESS_EVERY === 0) context.log(`events: ${call + 1}/${calls} webhooks arrived`);
        }
        const [p50, p99] = [percentile(latencies, 0.5), percentile(latencies, 0.99)];
        return {
          figures: { p50: round(p50, 1), p99: round(p99, 1), calls },
          measured: `${ms(p50)} / ${ms(p99)}`,
          pass: p99 < LATENCY_TARGET_MS,
        };
      },
    );

    context.log('events: consumer throughput');
    const burst = context.mode.name === 'full' ? 500 : 20;
    const throughput = await figureOrFailure(
      {
        section,
        figure: `local stream consumer: ${burst} committed changes written at once to delivered webhooks`,
      },
      async () => {
        const template = context.dataSet.shipments[0]!;
        const firstVersion = 1_000_000;
        const shipmentOf = (version: number) => `EVT-${version - firstVersion}`;
        const versions = Array.from({ length: burst }, (_, index) => firstVersion + index);
        const items = versions.map((version) =>
          itineraryVersionToItem(
            itineraryVersion({
              shipmentId: shipmentOf(version),
              version,
              before: template.itinerary,
              after: template.itinerary,
              changedBy: { role: 'dispatcher', id: 'bench' },
              source: 'api',
              changedAt: new Date(),
            }),
          ),
        );
        const startedAt = performance.now();
        await batchWriteItems(config.tableName, { puts: items, deletes: [] });
        const last = await receiver.arrivals(
          `the webhooks of ${burst} versions written at once`,
          versions,
          burstQuietMs(burst),
          versionsTo(subscriptionId, setAsideBucket, shipmentOf),
        );
        const seconds = (Math.max(...last) - startedAt) / 1000;
        const eventsPerSecond = round(burst / seconds, 1);
        return {
          figures: { burst, seconds: round(seconds, 2), eventsPerSecond },
          measured: `${eventsPerSecond} events/s (${round(seconds, 2)} s)`,
        };
      },
    );

    return {
      figures: { latencyMs: latency.figures, throughput: throughput.figures },
      rows: [latency.row, throughput.row],
    };
  } finally {
    await stream.stop();
    await stopWithin(context.log, 'the local webhook deliveries', () => webhooks.stop());
    await receiver.close();
  }
}
