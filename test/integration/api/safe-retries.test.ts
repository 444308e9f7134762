import { setTimeout as sleep } from 'node:timers/promises';
import type { RouteId } from '#shared/route-table';
import { DISPATCHER_CLAIMS, type TestRequest } from '../../support/api-event';
import { invoke } from '../../support/invoke';
import { invokeWithin, leasesRunOut, newKey, requestThatDies } from '../../support/keyed-requests';
import { seededStore } from '../../support/seed';
import { failingDynamoDbCalls } from '../../support/store-faults';

beforeAll(async () => {
  await seededStore('small-data.json');
});

/** Invokes a route as the token with these claims. */
const invokeAs = (claims: Record<string, string>, id: RouteId, request: TestRequest) =>
  invokeWithin(id, request, 29_000, claims);

const getItinerary = (shipmentId = '1001') => invoke('getItinerary', { pathParameters: { shipmentId } });

const putItinerary = (
  // biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited freely, as a client would
  body: any,
  headers: Record<string, string>,
) => invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body, headers });

/** The current itinerary with one event's note changed: a change every PUT of it makes. */
async function editedItinerary(note: string) {
  const current = await getItinerary();
  current.body.moves[0].events[0].note = note;
  return { body: current.body, etag: current.headers.etag as string };
}

const versionOf = async () => Number(JSON.parse((await getItinerary()).headers.etag ?? '0'));

describe('Idempotency-Key on PUT /shipments/{id}/itinerary', () => {
  test('a retry gets the first answer again, marked replayed, and changes nothing more', async () => {
    const key = newKey();
    const { body, etag } = await editedItinerary('replayed once');
    const first = await putItinerary(body, { 'idempotency-key': key, 'if-match': etag });
    expect(first.status).toBe(200);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const version = await versionOf();

    // The first answer was lost: the client retries exactly, with its now stale If-Match.
    const retry = await putItinerary(body, { 'idempotency-key': key, 'if-match': etag });
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.etag).toBe(first.headers.etag);
    expect(await versionOf()).toBe(version);
  });

  test('the same key with another body is 422, and nothing is applied', async () => {
    const key = newKey();
    const { body } = await editedItinerary('first body');
    expect((await putItinerary(body, { 'idempotency-key': key })).status).toBe(200);
    const version = await versionOf();
    body.moves[0].events[0].note = 'second body';
    const other = await putItinerary(body, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ status: 422, description: 'Unprocessable Entity' });
    expect(other.body.message).toContain('Idempotency-Key');
    expect(await versionOf()).toBe(version);
  });

  test('keys are per caller: another caller with the same key runs its own request', async () => {
    const key = newKey();
    const { body } = await editedItinerary('per caller');
    expect((await putItinerary(body, { 'idempotency-key': key })).status).toBe(200);
    const version = await versionOf();
    const otherDispatcher = { ...DISPATCHER_CLAIMS, sub: 'another-dispatcher' };
    const theirs = await invokeAs(otherDispatcher, 'putItinerary', {
      pathParameters: { shipmentId: '1001' },
      body,
      headers: { 'idempotency-key': key },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(await versionOf()).toBe(version + 1);
  });

  test('a refusal is not kept: the corrected retry with the same key runs', async () => {
    const key = newKey();
    const { body } = await editedItinerary('corrected');
    const broken = structuredClone(body);
    broken.moves[0].events[0].site.id = 'nowhere';
    const refused = await putItinerary(broken, { 'idempotency-key': key });
    expect(refused.status).toBe(400);
    const version = await versionOf();
    const corrected = await putItinerary(body, { 'idempotency-key': key });
    expect(corrected.status).toBe(200);
    expect(corrected.headers['idempotency-replayed']).toBeUndefined();
    expect(await versionOf()).toBe(version + 1);
  });

  test('concurrent duplicates: exactly one change, every other answer a replay or a 409', async () => {
    const key = newKey();
    const { body } = await editedItinerary('concurrent duplicates');
    const version = await versionOf();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => putItinerary(body, { 'idempotency-key': key })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(
      answers.filter((a) => a.status === 200 && a.headers['idempotency-replayed'] === undefined),
    ).toHaveLength(1);
    expect(await versionOf()).toBe(version + 1);
  });

  test('while the first is still running, the same key is 409', async () => {
    const key = newKey();
    const { body } = await editedItinerary('in flight');
    const slowWrites = failingDynamoDbCalls('TransactWriteItemsCommand', { delayMs: 400, times: 1 });
    try {
      const first = putItinerary(body, { 'idempotency-key': key });
      await sleep(150);
      const second = await putItinerary(body, { 'idempotency-key': key });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ status: 409, description: 'Conflict' });
      expect((await first).status).toBe(200);
    } finally {
      slowWrites.remove();
    }
    const third = await putItinerary(body, { 'idempotency-key': key });
    expect(third.headers['idempotency-replayed']).toBe('true');
  });
});

describe('replay after the first request’s process died', () => {
  test('itinerary: the change committed, the answer lost: the retry answers the state, changing nothing', async () => {
    const key = newKey();
    const { body, etag } = await editedItinerary('answer lost');
    const version = await versionOf();
    // The process dies after the commit: the record of the answer is never written.
    const first = await requestThatDies(
      'putItinerary',
      { pathParameters: { shipmentId: '1001' }, body, headers: { 'idempotency-key': key, 'if-match': etag } },
      'afterCommit',
    );
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await versionOf()).toBe(version + 1);
    await leasesRunOut(); // the first one's in-progress lease has run out

    const retry = await putItinerary(body, { 'idempotency-key': key, 'if-match': etag });
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.body.moves[0].events[0].note).toBe('answer lost');
    expect(retry.headers.etag).toBe(`"${version + 1}"`);
    expect(await versionOf()).toBe(version + 1);
  });

  test('itinerary: died before the commit: the retry after the lease runs the change once', async () => {
    const key = newKey();
    const { body, etag } = await editedItinerary('died before commit');
    const version = await versionOf();
    const first = await requestThatDies(
      'putItinerary',
      { pathParameters: { shipmentId: '1001' }, body, headers: { 'idempotency-key': key, 'if-match': etag } },
      'beforeCommit',
    );
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await versionOf()).toBe(version);
    await leasesRunOut();
    const retry = await putItinerary(body, { 'idempotency-key': key, 'if-match': etag });
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBeUndefined();
    expect(await versionOf()).toBe(version + 1);
  });

  test('non-shipment event: the committed update is answered, not applied again', async () => {
    const key = newKey();
    const request = {
      pathParameters: { driverId: 'D-1', eventId: 'NS-1' },
      body: { note: 'lost answer' },
      headers: { 'idempotency-key': key },
    };
    expect(
      (await requestThatDies('putNonShipmentEvent', request, 'afterCommit')).status,
    ).toBeGreaterThanOrEqual(500);
    await leasesRunOut();
    const retry = await invoke('putNonShipmentEvent', request);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.body).toMatchObject({ id: 'NS-1', note: 'lost answer' });
  });
});

test('the scope is the path the route decodes: NS%2D1 and NS-1 are one event, so a keyed change runs once', async () => {
  const key = newKey();
  const request = {
    pathParameters: { driverId: 'D-1', eventId: 'NS-1' },
    body: { note: `scope ${key}` },
    headers: { 'idempotency-key': key },
  };
  const first = await invoke('putNonShipmentEvent', request);
  expect(first.status).toBe(200);
  const encoded = await invoke('putNonShipmentEvent', {
    ...request,
    path: '/drivers/D%2D1/non-shipment-events/NS%2D1',
  });
  expect(encoded.status).toBe(200);
  expect(encoded.headers['idempotency-replayed']).toBe('true');
  expect(encoded.body).toEqual(first.body);
});

describe('Idempotency-Key abuse', () => {
  test.each([
    ['too long', 'k'.repeat(256)],
    ['empty', ''],
    ['not ASCII', 'clé-1'],
    ['a control character', 'key\u0001one'],
    ['a tab', 'key\tone'],
  ])('%s: 400 naming Idempotency-Key, nothing applied', async (_, key) => {
    const { body } = await editedItinerary(`abuse ${key.length}`);
    const version = await versionOf();
    const res = await putItinerary(body, { 'idempotency-key': key });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ object_name: 'headers', prop_name: 'Idempotency-Key' });
    expect(await versionOf()).toBe(version);
  });

  test('255 printable characters are a key', async () => {
    const { body } = await editedItinerary('longest key');
    const key = `${newKey()}~ !`.padEnd(255, 'x');
    expect((await putItinerary(body, { 'idempotency-key': key })).status).toBe(200);
    expect((await putItinerary(body, { 'idempotency-key': key })).headers['idempotency-replayed']).toBe(
      'true',
    );
  });
});

describe('conditional GET', () => {
  test('itinerary: If-None-Match with the current tag or * is 304 with the same ETag and no body', async () => {
    const { headers } = await getItinerary();
    for (const tag of [headers.etag!, '*', `"0", ${headers.etag}`, `W/${headers.etag}`]) {
      const res = await invoke('getItinerary', {
        pathParameters: { shipmentId: '1001' },
        headers: { 'if-none-match': tag },
      });
      expect(res.status).toBe(304);
      expect(res.headers.etag).toBe(headers.etag);
      expect(res.body).toBeUndefined();
      // No body, so no type: a client parsing by Content-Type must not try to read one.
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const stale = await invoke('getItinerary', {
      pathParameters: { shipmentId: '1001' },
      headers: { 'if-none-match': '"0"' },
    });
    expect(stale.status).toBe(200);
  });

  const plan = (headers: Record<string, string> = {}) =>
    invoke('getDriverPlans', {
      pathParameters: { driverId: 'D-1' },
      query: 'startDate=2026-11-23&endDate=2026-11-23',
      headers,
    });

  test('an answer with an ETag may be cached but is revalidated every time; one without is never stored', async () => {
    const tagged = await getItinerary();
    expect(tagged.headers['cache-control']).toBe('private, no-cache');
    const untagged = await invoke('listShipments', { query: 'limit=2' });
    expect(untagged.headers.etag).toBeUndefined();
    expect(untagged.headers['cache-control']).toBe('no-store');
  });

  test('plan: a strong tag; 304 while nothing shown changes', async () => {
    const first = await plan();
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await plan({ 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBeUndefined();
  });

  test('plan: the tag changes when a non-shipment event shown in it changes', async () => {
    const before = await plan();
    const update = await invoke('putNonShipmentEvent', {
      pathParameters: { driverId: 'D-1', eventId: 'NS-2' },
      body: { note: `poll ${newKey()}` },
    });
    expect(update.status).toBe(200);
    const after = await plan({ 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  test('plan: the tag changes when an itinerary change touches a move shown in it', async () => {
    const before = await plan();
    const { body } = await editedItinerary('unchanged');
    const move = body.moves.find((m: { driver?: { id?: string } }) => m.driver?.id === 'D-1');
    expect(move).toBeDefined();
    move.events[0].note = `shown ${newKey()}`;
    expect((await putItinerary(body, {})).status).toBe(200);
    const after = await plan({ 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
