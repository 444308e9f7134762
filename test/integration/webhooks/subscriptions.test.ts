import fc from 'fast-check';
import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { listSubscriptionIdsFor } from '#shared/webhooks/store';
import { invoke } from '../../support/invoke';
import { createTestTable } from '../../support/table';
import { snapshotTable } from '../../support/table-snapshot';

// The local server's --allow-loopback-urls: a receiver on 127.0.0.1 over http.
process.env.ALLOW_LOOPBACK_URLS = 'true';

beforeAll(async () => {
  await createTestTable();
});

const subscribe = (body: unknown, as?: 'dispatcher' | { driver: string }) =>
  invoke('createWebhook', { body, ...(as && { as }) });

test('POST /webhooks answers 201 with Location and the secret, which no later answer shows', async () => {
  const created = await subscribe({
    url: 'http://127.0.0.1:9/hooks',
    events: ['itinerary.updated', 'document.stored'],
    description: 'Visibility platform',
  });
  expect(created.status).toBe(201);
  expect(created.body).toEqual({
    id: expect.any(String),
    owner: { type: 'user', id: 'dispatcher' },
    url: 'http://127.0.0.1:9/hooks',
    events: ['itinerary.updated', 'document.stored'],
    description: 'Visibility platform',
    secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    createdAt: expect.any(String),
    self: `/webhooks/${created.body.id}`,
  });
  expect(created.headers.location).toBe(created.body.self);

  const read = await invoke('getWebhook', { pathParameters: { webhookId: created.body.id } });
  expect(read.status).toBe(200);
  expect(read.headers.etag).toBe('"1"');
  const { secret, ...withoutSecret } = created.body;
  expect(read.body).toEqual(withoutSecret);

  const replaced = await invoke('replaceWebhook', {
    pathParameters: { webhookId: created.body.id },
    body: { url: 'http://127.0.0.1:10/hooks', events: ['move.status.changed'] },
  });
  expect(replaced.status).toBe(200);
  expect(replaced.body).toEqual({
    ...withoutSecret,
    url: 'http://127.0.0.1:10/hooks',
    events: ['move.status.changed'],
    description: '',
  });
  expect(replaced.headers.etag).toBe('"2"');

  const list = await invoke('listWebhooks', { query: 'limit=100' });
  const listed = list.body.items.find((item: { id: string }) => item.id === created.body.id);
  expect(listed).toEqual(replaced.body);
  for (const answer of [read, replaced, list]) expect(JSON.stringify(answer)).not.toContain(secret);
});

test('DELETE /webhooks/{id} answers 204, then the subscription and its deliveries are gone', async () => {
  const { body } = await subscribe({ url: 'http://127.0.0.1:9/hooks', events: ['event.arrived'] });
  const pathParameters = { webhookId: body.id };
  expect((await invoke('deleteWebhook', { pathParameters })).status).toBe(204);
  expect((await invoke('getWebhook', { pathParameters })).status).toBe(404);
  expect((await invoke('listWebhookDeliveries', { pathParameters })).status).toBe(404);
  expect((await invoke('deleteWebhook', { pathParameters })).status).toBe(404);
  expect(
    (
      await invoke('replaceWebhook', {
        pathParameters,
        body: { url: 'http://127.0.0.1:9/', events: ['event.arrived'] },
      })
    ).status,
  ).toBe(404);
});

test('PUT and DELETE /webhooks/{id} honour If-Match: 412 and nothing changed when the subscription changed since', async () => {
  const { body } = await subscribe({ url: 'http://127.0.0.1:9/hooks', events: ['event.arrived'] });
  const pathParameters = { webhookId: body.id };
  const replacement = { url: 'http://127.0.0.1:10/hooks', events: ['event.departed'] };
  const replace = (ifMatch: string) =>
    invoke('replaceWebhook', { pathParameters, body: replacement, headers: { 'if-match': ifMatch } });
  const remove = (ifMatch: string) =>
    invoke('deleteWebhook', { pathParameters, headers: { 'if-match': ifMatch } });

  const stale = await replace('"0"');
  expect(stale.status).toBe(412);
  expect(stale.body.status).toBe(412);
  const unchanged = await invoke('getWebhook', { pathParameters });
  expect(unchanged.body.url).toBe('http://127.0.0.1:9/hooks');

  const replaced = await replace(unchanged.headers.etag!);
  expect(replaced.status).toBe(200);
  expect(replaced.headers.etag).toBe('"2"');
  expect((await remove(unchanged.headers.etag!)).status).toBe(412);
  expect((await invoke('getWebhook', { pathParameters })).status).toBe(200);
  expect((await remove(`W/${replaced.headers.etag}`)).status).toBe(204);
  expect((await invoke('getWebhook', { pathParameters })).status).toBe(404);
});

test('GET /webhooks: positions past deleted subscriptions; offset 2^31 - 1 is an empty page, one more names offset', async () => {
  const ids: string[] = [];
  for (let index = 0; index < 4; index++) {
    ids.push((await subscribe({ url: 'http://127.0.0.1:9/hooks', events: ['event.arrived'] })).body.id);
  }
  expect((await invoke('deleteWebhook', { pathParameters: { webhookId: ids[1]! } })).status).toBe(204);
  const listed = (await invoke('listWebhooks', { query: 'limit=1000' })).body.items.map(
    (item: { id: string }) => item.id,
  );
  expect(listed.slice(-3)).toEqual([ids[0], ids[2], ids[3]]);
  const last = await invoke('listWebhooks', { query: `limit=1&offset=${listed.length - 2}` });
  expect(last.body.items.map((item: { id: string }) => item.id)).toEqual([ids[2]]);
  expect(last.body).toMatchObject({
    self: `/webhooks?limit=1&offset=${listed.length - 2}`,
    next: `/webhooks?limit=1&offset=${listed.length - 1}`,
    previous: `/webhooks?limit=1&offset=${listed.length - 3}`,
  });

  const farthest = await invoke('listWebhooks', { query: 'offset=2147483647' });
  expect(farthest.status).toBe(200);
  expect(farthest.body.items).toEqual([]);
  const beyond = await invoke('listWebhooks', { query: 'offset=2147483648' });
  expect(beyond.status).toBe(400);
  expect(JSON.stringify(beyond.body)).toContain('offset');
});

test('drivers may not see or manage subscriptions: 403', async () => {
  const driver = { driver: 'D-1' };
  const { body } = await subscribe({ url: 'http://127.0.0.1:9/hooks', events: ['event.arrived'] });
  const pathParameters = { webhookId: body.id };
  const answers = await Promise.all([
    subscribe({ url: 'http://127.0.0.1:9/hooks', events: ['event.arrived'] }, driver),
    invoke('listWebhooks', { as: driver }),
    invoke('getWebhook', { pathParameters, as: driver }),
    invoke('replaceWebhook', {
      pathParameters,
      body: { url: 'http://127.0.0.1:9/', events: ['event.arrived'] },
      as: driver,
    }),
    invoke('deleteWebhook', { pathParameters, as: driver }),
    invoke('listWebhookDeliveries', { pathParameters, as: driver }),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
  expect((await invoke('getWebhook', { pathParameters })).status).toBe(200);
});

test.each([
  [{ url: 'http://127.0.0.1:9/', events: ['shipment.exploded'] }, 'events'],
  [{ url: 'http://127.0.0.1:9/', events: [] }, 'events'],
  [{ url: 'http://169.254.169.254/latest/meta-data', events: ['event.arrived'] }, 'url'],
  [{ url: 'https://10.0.0.1/hooks', events: ['event.arrived'] }, 'url'],
  [{ url: 'http://hooks.example.com/', events: ['event.arrived'] }, 'url'],
  [{ url: 'ftp://127.0.0.1/', events: ['event.arrived'] }, 'url'],
  [{ url: 'not a url', events: ['event.arrived'] }, 'url'],
  [{ events: ['event.arrived'] }, 'url'],
])('%j is refused with 400 naming %s', async (body, property) => {
  const answer = await subscribe(body);
  expect(answer.status).toBe(400);
  expect(answer.body.data.prop_name).toMatch(new RegExp(`^${property}`));
});

test('POST /webhooks with Idempotency-Key: a retry gets the same subscription (and secret), marked replayed; another body is 422', async () => {
  const headers = { 'idempotency-key': `webhook-${Date.now()}` };
  const body = { url: 'http://127.0.0.1:9/hooks', events: ['document.stored'] };
  const first = await invoke('createWebhook', { body, headers });
  const retry = await invoke('createWebhook', { body, headers });
  expect(first.status).toBe(201);
  expect(retry.status).toBe(201);
  expect(retry.headers['idempotency-replayed']).toBe('true');
  expect(retry.body).toEqual(first.body);
  expect(retry.headers.location).toBe(first.headers.location);
  const other = await invoke('createWebhook', { body: { ...body, events: ['document.failed'] }, headers });
  expect(other.status).toBe(422);
  const page = await invoke('listWebhooks', { query: 'limit=1000' });
  expect(
    page.body.items.filter((item: { url: string; events: string[] }) => item.events[0] === 'document.stored'),
  ).toHaveLength(1);
});

test('a keyed POST /webhooks replayed after the subscription was deleted is 404; no idempotency record holds the secret', async () => {
  const headers = { 'idempotency-key': `deleted-${Date.now()}` };
  const body = { url: 'http://127.0.0.1:9/hooks', events: ['event.arrived'] };
  const first = await invoke('createWebhook', { body, headers });
  expect(first.status).toBe(201);
  const idempotencyRecords = (await snapshotTable()).filter(({ key }) => key.startsWith('IDEMPOTENCY'));
  expect(idempotencyRecords.length).toBeGreaterThan(0);
  for (const { item } of idempotencyRecords) expect(item).not.toContain(first.body.secret);

  expect((await invoke('deleteWebhook', { pathParameters: { webhookId: first.body.id } })).status).toBe(204);
  const replay = await invoke('createWebhook', { body, headers });
  expect(replay.status).toBe(404);
  expect(JSON.stringify(replay)).not.toContain(first.body.secret);
});

test('GET /webhooks/{id} is conditional: If-None-Match with its ETag is 304, and a PUT changes the ETag', async () => {
  const { body } = await subscribe({ url: 'http://127.0.0.1:9/hooks', events: ['event.departed'] });
  const pathParameters = { webhookId: body.id };
  const read = await invoke('getWebhook', { pathParameters });
  const etag = read.headers.etag ?? '';
  expect(etag).toMatch(/^"[^"]+"$/);
  const unchanged = await invoke('getWebhook', { pathParameters, headers: { 'if-none-match': etag } });
  expect(unchanged.status).toBe(304);
  expect(unchanged.headers.etag).toBe(etag);
  await invoke('replaceWebhook', {
    pathParameters,
    body: { url: 'http://127.0.0.1:9/hooks', events: ['event.departed', 'event.arrived'] },
  });
  const changed = await invoke('getWebhook', { pathParameters, headers: { 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
});

test('after any replacement of event types, exactly the listed types find the subscription (no Scan, no leftovers)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.subarray([...OUTBOUND_EVENT_TYPES], { minLength: 1 }),
      fc.subarray([...OUTBOUND_EVENT_TYPES], { minLength: 1 }),
      async (before, after) => {
        const { body } = await subscribe({ url: 'http://127.0.0.1:9/hooks', events: before });
        await invoke('replaceWebhook', {
          pathParameters: { webhookId: body.id },
          body: { url: 'http://127.0.0.1:9/hooks', events: after },
        });
        for (const type of OUTBOUND_EVENT_TYPES) {
          expect({ type, listening: (await listSubscriptionIdsFor(type)).includes(body.id) }).toEqual({
            type,
            listening: after.includes(type),
          });
        }
        await invoke('deleteWebhook', { pathParameters: { webhookId: body.id } });
        for (const type of OUTBOUND_EVENT_TYPES) {
          expect(await listSubscriptionIdsFor(type)).not.toContain(body.id);
        }
      },
    ),
    { numRuns: 15 },
  );
});
