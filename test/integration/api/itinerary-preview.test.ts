import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { streamsClientFor } from '#tools/local-stack/streams-client';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { snapshotTable } from '../../support/table-snapshot';
import { type Receiver, startReceiver } from '../webhooks/support/receiver';

// The local server's --allow-loopback-urls: the receiver listens on 127.0.0.1 over http.
process.env.ALLOW_LOOPBACK_URLS = 'true';

type Caller = { as?: { driver: string } };

let receiver: Receiver;
let stream: LocalEventStream;
let webhooks: LocalWebhooks;
const streams = streamsClientFor();

beforeAll(async () => {
  await seededStore('small-data.json', { stream: true });
  receiver = await startReceiver([200]);
  const created = await invoke('createWebhook', {
    body: { url: receiver.url, events: ['itinerary.updated', 'move.status.changed', 'event.arrived'] },
  });
  expect(created.status).toBe(201);
  [stream, webhooks] = await Promise.all([
    startLocalEventStream({ dynamodb, tableName: config.tableName }),
    startLocalWebhooks({ attempts: 3, backoffMs: 50 }),
  ]);
});

afterAll(async () => {
  await stream.stop();
  await Promise.all([webhooks.stop(), receiver.close()]);
  streams.destroy();
});

const getItinerary = (shipmentId = '1001', caller: Caller = {}) =>
  invoke('getItinerary', { pathParameters: { shipmentId }, ...caller });

const call =
  (id: 'previewItinerary' | 'putItinerary') =>
  (
    // biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited freely, as a client would
    body: any,
    options: { shipmentId?: string; headers?: Record<string, string> } & Caller = {},
  ) =>
    invoke(id, {
      pathParameters: { shipmentId: options.shipmentId ?? '1001' },
      body,
      ...(options.headers && { headers: options.headers }),
      ...(options.as && { as: options.as }),
    });
const preview = call('previewItinerary');
const put = call('putItinerary');

/** The table's stream from now on: `read()` returns the records written since. */
async function streamFromNow() {
  const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: config.tableName }));
  const { StreamDescription } = await streams.send(
    new DescribeStreamCommand({ StreamArn: Table?.LatestStreamArn }),
  );
  const iterators = await Promise.all(
    (StreamDescription?.Shards ?? []).map(
      async ({ ShardId }) =>
        (
          await streams.send(
            new GetShardIteratorCommand({
              StreamArn: Table?.LatestStreamArn,
              ShardId,
              ShardIteratorType: 'LATEST',
            }),
          )
        ).ShardIterator,
    ),
  );
  return {
    async read() {
      const pages = await Promise.all(
        iterators.map((ShardIterator) => streams.send(new GetRecordsCommand({ ShardIterator }))),
      );
      return pages.flatMap((page) => page.Records ?? []);
    },
  };
}

/** The note edit of the examples: the first event of shipment 1001's first move. */
async function annotated(note: string) {
  const { body, headers } = await getItinerary();
  body.moves[0].events[0].note = note;
  return { body, etag: headers.etag! };
}

describe('a preview changes nothing', () => {
  test('no version, plan change, idempotency record, stream record or webhook; the ETag stays', async () => {
    const { body, etag } = await annotated('Gate 9');
    body.moves[0].events[0].arrived = '2026-11-23T08:05:00';
    const history = async () =>
      (await invoke('listItineraryHistory', { pathParameters: { shipmentId: '1001' } })).body;
    const plan = async () =>
      (await invoke('getDriverPlans', { pathParameters: { driverId: 'D-1' }, query: 'startDate=2026-11-20' }))
        .body;
    const [historyBefore, planBefore] = [await history(), await plan()];
    const tableBefore = await snapshotTable();
    const changes = await streamFromNow();
    const webhooksBefore = receiver.received.length;

    const answer = await preview(body, { headers: { 'if-match': etag, 'idempotency-key': 'preview-1' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.body.version).toBe(Number(JSON.parse(etag)) + 1);
    expect(answer.body.itinerary.moves[0].status).toBe('progress');
    expect(answer.body.changes).toEqual(
      expect.arrayContaining([
        { path: 'moves[0].events[0].note', from: '', to: 'Gate 9' },
        { path: 'moves[0].status', from: 'pending', to: 'progress' },
      ]),
    );

    // The same key with another body is no 422: a preview keeps no idempotency record.
    expect((await preview({ moves: [] }, { headers: { 'idempotency-key': 'preview-1' } })).status).toBe(400);
    await sleep(1_000);
    expect(await snapshotTable()).toEqual(tableBefore);
    expect(await changes.read()).toEqual([]);
    expect(receiver.received.length).toBe(webhooksBefore);
    expect((await getItinerary()).headers.etag).toBe(etag);
    expect(await history()).toEqual(historyBefore);
    expect(await plan()).toEqual(planBefore);

    // The PUT of the same body, on the same ETag, does what the preview showed: records, events, webhooks.
    const stored = await put(body, { headers: { 'if-match': etag } });
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(answer.body.itinerary);
    expect(stored.headers.etag).toBe(`"${answer.body.version}"`);
    const version = await invoke('getItineraryVersion', {
      pathParameters: { shipmentId: '1001', version: String(answer.body.version) },
    });
    expect(version.body.changes).toEqual(answer.body.changes);
    expect((await changes.read()).length).toBeGreaterThan(0);
    await receiver.waitFor(webhooksBefore + 1, 5_000);
  });
});

describe('a preview is refused as the PUT is', () => {
  test('an unknown shipment is 404 Shipment not found.', async () => {
    const answer = await preview({ moves: [] }, { shipmentId: '9999' });
    expect(answer).toMatchObject({ status: 404, body: { status: 404, message: 'Shipment not found.' } });
    expect(answer.body).toEqual((await put({ moves: [] }, { shipmentId: '9999' })).body);
  });

  test('a body of the wrong shape is 400 naming the property', async () => {
    const body = { moves: [{ driver: { type: 'robot' }, events: [] }] };
    const answer = await preview(body);
    expect(answer.status).toBe(400);
    expect(answer.body.data.prop_name).toBe('moves[0].driver.type');
    expect(answer.body).toEqual((await put(body)).body);
  });

  test('a change breaking several rules is 400 listing every violation', async () => {
    const { body } = await getItinerary();
    body.moves[0].driver = { type: 'driver', id: 'D-9' };
    body.moves[0].events.reverse();
    const answer = await preview(body);
    expect(answer.status).toBe(400);
    expect(answer.body.data.failure_messages).toContain('The driver D-9 does not exist in drivers.');
    expect(answer.body.data.failure_messages.length).toBeGreaterThan(1);
    expect(answer.body.message).toBe(
      `There were ${answer.body.data.failure_messages.length} validation errors.`,
    );
    expect(answer.body).toEqual((await put(body)).body);
  });

  test('a stale If-Match is 412', async () => {
    const { body } = await annotated('stale');
    const answer = await preview(body, { headers: { 'if-match': '"1"' } });
    expect(answer).toMatchObject({ status: 412, body: { status: 412 } });
    expect(answer.body).toEqual((await put(body, { headers: { 'if-match': '"1"' } })).body);
  });

  test('a shipment whose status allows no updates is 422', async () => {
    const answer = await preview({ moves: [] }, { shipmentId: '1003' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Shipment 1003 has a status of cancelled and does not allow updates.');
    expect(answer.body).toEqual((await put({ moves: [] }, { shipmentId: '1003' })).body);
  });

  test("a driver previewing another driver's move, or a shipment not its own, gets the PUT's 403", async () => {
    const { body } = await getItinerary('1001', { as: { driver: 'D-1' } });
    // The second move is not D-1's: a driver reports only on its own moves.
    body.moves[1].events[0].arrived = '2026-11-24T08:00:00';
    const notOwnMove = await preview(body, { as: { driver: 'D-1' } });
    expect(notOwnMove.status).toBe(403);
    expect(notOwnMove.body).toEqual((await put(body, { as: { driver: 'D-1' } })).body);
    const notOwnShipment = await preview(body, { as: { driver: 'D-2' } });
    expect(notOwnShipment.status).toBe(403);
    expect(notOwnShipment.body).toEqual((await put(body, { as: { driver: 'D-2' } })).body);
  });

  test('a driver previewing a report on its own move is answered', async () => {
    const { body } = await getItinerary('1001', { as: { driver: 'D-1' } });
    body.moves[0].events[1].note = 'Door 3';
    const answer = await preview(body, { as: { driver: 'D-1' } });
    expect(answer.status).toBe(200);
    expect(answer.body.changes).toEqual([{ path: 'moves[0].events[1].note', from: '', to: 'Door 3' }]);
  });
});
