/**
 * Outbound events on the local stack, as `npm start` runs them: how long a
 * webhook takes to reach a receiver after the response of the change that
 * caused it, and how many committed changes a second the local stream
 * consumer turns into delivered webhooks.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { itineraryVersionToItem } from '#shared/data/itinerary-history';
import { itineraryVersion } from '#shared/itinerary/version-record';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult } from './support/report';
import { bodyOf, callRoute } from './support/route-call';
import { percentile, round } from './support/stats';

const section = 'events';
/** decisions.md: a webhook reaches a local receiver within 2 s of the response that caused it. */
const LATENCY_TARGET_MS = 2_000;

/** A receiver on 127.0.0.1 that tells when each event of a type arrived, by the itinerary version it carries. */
async function startReceiver() {
  const arrivals = new Map<number, number>();
  const waiters = new Map<number, () => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      response.end();
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { version: number } };
      arrivals.set(data.version, at);
      waiters.get(data.version)?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    arrival: (version: number) =>
      arrivals.has(version)
        ? Promise.resolve(arrivals.get(version)!)
        : new Promise<number>((resolve) => waiters.set(version, () => resolve(arrivals.get(version)!))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The other sections' sample subscriptions point at hosts that do not resolve
 * here: each delivery to them would wait on DNS, which is not what is measured.
 */
async function removeSubscriptions(): Promise<void> {
  const { items } = bodyOf<{ items: { id: string }[] }>(
    await callRoute('listWebhooks', { query: 'limit=1000' }),
  );
  for (const { id } of items) await callRoute('deleteWebhook', { pathParameters: { webhookId: id } });
}

export async function run(context: BenchContext): Promise<SectionResult> {
  await removeSubscriptions();
  const receiver = await startReceiver();
  const stream = await startLocalEventStream({ dynamodb, tableName: config.tableName, pollMs: 50 });
  const webhooks = await startLocalWebhooks({ attempts: 3, backoffMs: 100 });
  try {
    await callRoute('createWebhook', { body: { url: receiver.url, events: ['itinerary.updated'] } });
    const shipmentId = context.dataSet.shipments[0]!.id;

    context.log('events: webhook latency after PUT itinerary');
    const latencies: number[] = [];
    const calls = context.mode.warmCalls;
    for (let call = 0; call < calls; call++) {
      const pathParameters = { shipmentId };
      const current = bodyOf<{ moves: { events: { note: string }[] }[] }>(
        await callRoute('getItinerary', { pathParameters }),
      );
      current.moves.at(-1)!.events.at(-1)!.note = `events bench ${call}`;
      const put = await callRoute('putItinerary', { pathParameters, body: current });
      const answeredAt = performance.now();
      const etag = Object.entries(put.headers ?? {}).find(([name]) => name.toLowerCase() === 'etag')?.[1];
      const version = Number(JSON.parse(String(etag)));
      latencies.push((await receiver.arrival(version)) - answeredAt);
    }

    context.log('events: consumer throughput');
    const burst = context.mode.name === 'full' ? 500 : 20;
    const template = context.dataSet.shipments[0]!;
    const firstVersion = 1_000_000;
    const items = Array.from({ length: burst }, (_, index) =>
      itineraryVersionToItem(
        itineraryVersion({
          shipmentId: `EVT-${index}`,
          version: firstVersion + index,
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
    const last = await Promise.all(items.map((_, index) => receiver.arrival(firstVersion + index)));
    const seconds = (Math.max(...last) - startedAt) / 1000;
    const eventsPerSecond = round(burst / seconds, 1);

    const p50 = percentile(latencies, 0.5);
    const p99 = percentile(latencies, 0.99);
    const rows: ReportRow[] = [
      {
        section,
        figure: `webhook after PUT itinerary (${calls} changes): latency p50 / p99`,
        measured: `${ms(p50)} / ${ms(p99)}`,
        target: `p99 < ${LATENCY_TARGET_MS} ms`,
        pass: p99 < LATENCY_TARGET_MS,
      },
      {
        section,
        figure: `local stream consumer: ${burst} committed changes written at once to delivered webhooks`,
        measured: `${eventsPerSecond} events/s (${round(seconds, 2)} s)`,
      },
    ];
    return {
      figures: {
        latencyMs: { p50: round(p50, 1), p99: round(p99, 1), calls },
        throughput: { burst, seconds: round(seconds, 2), eventsPerSecond },
      },
      rows,
    };
  } finally {
    await stream.stop();
    await webhooks.stop();
    await receiver.close();
  }
}
