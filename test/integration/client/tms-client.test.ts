import { TmsApiError, TmsClient } from '#client/index';
import { jpegPage, pdfPage } from '../../support/document-pages';
import { type LocalApi, startLocalApi } from '../../support/local-api';

let api: LocalApi;
let dispatcher: TmsClient;

beforeAll(async () => {
  process.env.ALLOWED_DOCUMENT_BUCKETS = 'tms-drop';
  api = await startLocalApi();
  dispatcher = new TmsClient({ baseUrl: api.url, token: await api.token({ role: 'dispatcher' }) });
});

afterAll(() => api.close());

test('one method per route, resolving to the typed success body', async () => {
  const itinerary = await dispatcher.getItinerary({ shipmentId: '1004' });
  expect(itinerary.shipment.orderNumber).toBe('ORD-1004');
  expect(itinerary.moves[0]?.driver).toEqual({ id: 'D-1', href: '/drivers/D-1', type: 'driver' });

  const types = await dispatcher.getImageTypes();
  expect(types.shipment).toContain('POD');

  const location = await dispatcher.getImage({ context: 'SHIPMENT', entityId: '1001', type: 'POD' });
  expect(location).toMatchObject({ entityId: '1001', fileKey: [expect.any(String), expect.any(String)] });
});

test('send gives the headers too: an ETag for If-Match, and a stale one fails with 412', async () => {
  const { headers, body } = await dispatcher.send('getItinerary', { shipmentId: '4001' });
  const etag = headers.get('etag') ?? '';
  const updated = await dispatcher.putItinerary({ shipmentId: '4001' }, body, { ifMatch: etag });
  expect(updated.id).toBe('4001');

  const stale = dispatcher.putItinerary({ shipmentId: '4001' }, body, { ifMatch: etag });
  await expect(stale).rejects.toBeInstanceOf(TmsApiError);
  await expect(stale).rejects.toMatchObject({
    status: 412,
    body: { status: 412, description: 'Precondition Failed' },
  });
});

test('previewItinerary: the PUT it previews answers its itinerary, on the ETag the preview left alone', async () => {
  const { headers, body } = await dispatcher.send('getItinerary', { shipmentId: '4003' });
  const etag = headers.get('etag') ?? '';
  body.moves[0]!.events[0]!.note = 'previewed';
  const preview = await dispatcher.previewItinerary({ shipmentId: '4003' }, body, { ifMatch: etag });
  expect(await dispatcher.itinerary.preview({ shipmentId: '4003' }, body, { ifMatch: etag })).toEqual(
    preview,
  );
  expect(preview.changes).toEqual([{ path: 'moves[0].events[0].note', from: '', to: 'previewed' }]);
  expect(`"${preview.version}"`).not.toBe(etag);
  const stored = await dispatcher.send('putItinerary', { shipmentId: '4003' }, body, { ifMatch: etag });
  expect(stored.body).toEqual(preview.itinerary);
  expect(stored.headers.get('etag')).toBe(`"${preview.version}"`);
});

test('shipments.put: 201 with Location when it creates, 200 when it replaces, the ETag for the next If-Match', async () => {
  const facts = {
    orderNumber: 'ORD-9001',
    status: 'pending' as const,
    type: 'import' as const,
    hazmat: false,
    customer: { id: 'C-1' },
    origin: { id: '101' },
    destination: { id: '107' },
  };
  const created = await dispatcher.shipments.put({ shipmentId: '9001' }, facts);
  expect(created.status).toBe(201);
  expect(created.headers.get('location')).toBe('/shipments/9001');
  expect(created.body).toMatchObject({ id: '9001', status: 'pending' });
  const accepted = await dispatcher.shipments.put(
    { shipmentId: '9001' },
    { ...facts, status: 'accepted' },
    { ifMatch: created.headers.get('etag') ?? '' },
  );
  expect(accepted.status).toBe(200);
  expect(accepted.body.status).toBe('accepted');
  const stale = dispatcher.shipments.put({ shipmentId: '9001' }, facts, {
    ifMatch: created.headers.get('etag') ?? '',
  });
  await expect(stale).rejects.toMatchObject({ status: 412 });
});

test('paginate follows next until it is empty', async () => {
  const requested: string[] = [];
  const counting = new TmsClient({
    baseUrl: `${api.url}/`,
    token: () => api.token({ role: 'dispatcher' }),
    fetch: (input, init) => {
      requested.push(String(input).slice(api.url.length));
      return fetch(input, init);
    },
  });
  const ids: string[] = [];
  for await (const driver of counting.paginate('listDrivers', { limit: 4 })) ids.push(driver.id);

  const all = await dispatcher.listDrivers({ limit: 1000 });
  expect(ids).toEqual(all.items.map((driver) => driver.id));
  expect(requested).toEqual(['/drivers?limit=4', '/drivers?limit=4&offset=4', '/drivers?limit=4&offset=8']);
});

test("paginate takes a nested collection's path: an itinerary's history, newest first", async () => {
  const { headers, body } = await dispatcher.send('getItinerary', { shipmentId: '4002' });
  for (const note of ['first', 'second', 'third']) {
    body.moves[0]!.events[0]!.note = note;
    await dispatcher.putItinerary({ shipmentId: '4002' }, body);
  }
  const versions: number[] = [];
  for await (const item of dispatcher.paginate(
    'listItineraryHistory',
    { shipmentId: '4002' },
    { limit: 2 },
  )) {
    versions.push(item.version);
  }
  const newest = Number(JSON.parse(headers.get('etag') ?? '0')) + 3;
  expect(versions).toEqual(Array.from({ length: newest }, (_, index) => newest - index));
  const oldest = await dispatcher.getItineraryVersion({ shipmentId: '4002', version: 1 });
  expect(oldest).toMatchObject({ version: 1, source: 'import', itinerary: { id: '4002' } });
});

test('errors carry the spec error body', async () => {
  const missing = await dispatcher.getShipment({ shipmentId: '9999' }).catch((error: unknown) => error);
  expect(missing).toBeInstanceOf(TmsApiError);
  expect(missing).toMatchObject({
    status: 404,
    description: 'Not Found',
    data: { uri: '/shipments/9999' },
    message: 'Resource at /shipments/9999 not found',
  });

  const invalid = await dispatcher.listCustomers({ limit: 5000 }).catch((error: unknown) => error);
  expect(invalid).toMatchObject({ status: 400, data: { object_name: 'PageQuery', prop_name: 'limit' } });

  const anonymous = new TmsClient({ baseUrl: api.url, token: 'not-a-token' });
  await expect(anonymous.listCustomers()).rejects.toMatchObject({ status: 401 });
});

test('a driver token through the client: its own plan, and its own only', async () => {
  const driver = new TmsClient({
    baseUrl: api.url,
    token: await api.token({ role: 'driver', driverId: 'D-2' }),
  });
  const plan = await driver.getDriverPlans(
    { driverId: 'D-2' },
    { startDate: '2026-11-20', endDate: '2026-11-25' },
  );
  expect(plan.driver.id).toBe('D-2');
  expect(plan.items.length).toBeGreaterThan(0);
  await expect(driver.getDriverPlans({ driverId: 'D-1' })).rejects.toMatchObject({ status: 403 });
});

test('a document submission, followed at its Location', async () => {
  const { body, headers } = await dispatcher.send('submitImage', {
    context: 'SHIPMENT',
    entityId: '1004',
    type: 'SEAL',
    bucket: 'tms-drop',
    fileKey: '1004/seal.pdf',
  });
  expect(body).toEqual({ context: 'SHIPMENT', entityId: '1004', type: 'SEAL' });
  const submissionId = (headers.get('location') ?? '').split('/').pop() ?? '';
  const submission = await dispatcher.getImageSubmission({ submissionId });
  expect(submission).toMatchObject({ id: submissionId, status: 'pending', entityId: '1004' });
});

test('the arguments are typed by the API document', () => {
  // Compile-time checks only: `npm run typecheck` fails if any of these is accepted.
  const calls = () => [
    // @ts-expect-error the path parameters are required
    dispatcher.getItinerary(),
    // @ts-expect-error a shipment id is a string (or a number)
    dispatcher.getShipment({ shipmentId: { id: '1001' } }),
    // @ts-expect-error a document context is one the service knows
    dispatcher.getImage({ context: 'INVOICE', entityId: '1001', type: 'POD' }),
    // @ts-expect-error the body of a PUT is required
    dispatcher.putNonShipmentEvent({ driverId: 'D-9', eventId: 'NS-12' }),
    // @ts-expect-error GET /images needs context, entityId and type
    dispatcher.getImage({ entityId: '1001' }),
    // @ts-expect-error only collections paginate
    dispatcher.paginate('getImageTypes'),
  ];
  expect(typeof calls).toBe('function');
});

describe('uploadAndSubmit', () => {
  const pod = { context: 'SHIPMENT', entityId: '1004', type: 'POD' } as const;

  test('a driver token gets a document of several pages from a device to a submission in one call', async () => {
    const driver = new TmsClient({
      baseUrl: api.url,
      token: await api.token({ role: 'driver', driverId: 'D-1' }),
    });
    const { echo, location } = await driver.uploadAndSubmit(pod, [
      { bytes: pdfPage('page one'), contentType: 'application/pdf' },
      { bytes: jpegPage('page two'), contentType: 'image/jpeg' },
    ]);
    expect(echo).toEqual(pod);
    const submission = await driver.getImageSubmission({ submissionId: location.split('/').at(-1) ?? '' });
    expect(submission).toMatchObject({ pages: 2, requestedBy: { role: 'driver', id: 'D-1' } });
  });

  test('a page storage refuses is a TmsApiError with its status, and nothing is submitted', async () => {
    const submitted: string[] = [];
    const refusingStorage: typeof fetch = async (input, init) => {
      const url = String(input);
      if (!url.startsWith(api.url)) {
        return new Response('<Error><Code>EntityTooLarge</Code></Error>', {
          status: 400,
          statusText: 'Bad Request',
        });
      }
      if (init?.method === 'POST' && url.endsWith('/images')) submitted.push(url);
      return fetch(input, init);
    };
    const driver = new TmsClient({
      baseUrl: api.url,
      token: await api.token({ role: 'driver', driverId: 'D-1' }),
      fetch: refusingStorage,
    });
    const upload = driver.uploadAndSubmit(pod, [
      { bytes: pdfPage('too big'), contentType: 'application/pdf' },
    ]);
    await expect(upload).rejects.toBeInstanceOf(TmsApiError);
    await expect(upload).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('EntityTooLarge'),
    });
    expect(submitted).toEqual([]);
  });
});

test('an idempotent request carries a generated key, kept across the client’s retry of a lost answer', async () => {
  const sent: { key: string | null; replayed: string | null }[] = [];
  let loseNextAnswer = true;
  const flaky = new TmsClient({
    baseUrl: api.url,
    token: await api.token({ role: 'dispatcher' }),
    retries: 1,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      sent.push({
        key: new Headers(init?.headers).get('idempotency-key'),
        replayed: response.headers.get('idempotency-replayed'),
      });
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new TypeError('fetch failed: the connection dropped before the answer');
      }
      return response;
    },
  });
  const { headers, body } = await dispatcher.send('getItinerary', { shipmentId: '4001' });
  const etag = headers.get('etag') ?? '';
  // Applied once: without the key, the retry's If-Match would be stale (412).
  const stored = await flaky.putItinerary({ shipmentId: '4001' }, body, { ifMatch: etag });
  expect(stored.id).toBe('4001');
  expect(sent).toHaveLength(2);
  expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]).toEqual({ key: sent[0]?.key, replayed: 'true' });

  const own = await dispatcher.send('getItinerary', { shipmentId: '4001' });
  expect(own.headers.get('etag')).toBe(`"${Number(JSON.parse(etag)) + 1}"`);
});

test('getIfChanged: not modified while the ETag is current, the body once it changes', async () => {
  const first = await dispatcher.getIfChanged(
    'getDriverPlans',
    { driverId: 'D-1' },
    { startDate: '2026-11-01' },
  );
  expect(first.notModified).toBe(false);
  const again = await dispatcher.getIfChanged(
    'getDriverPlans',
    { driverId: 'D-1' },
    { startDate: '2026-11-01' },
    { ifNoneMatch: first.etag },
  );
  expect(again).toEqual({ notModified: true, etag: first.etag });
  const stale = await dispatcher.getIfChanged('getItinerary', { shipmentId: '4001' }, { ifNoneMatch: '"0"' });
  expect(stale.notModified).toBe(false);
  expect(stale.notModified || stale.body.id).toBe('4001');
});

test('webhooks: subscribe, page through subscriptions and deliveries, replace, rotate the secret, delete', async () => {
  const created = await dispatcher.createWebhook({
    url: 'https://hooks.example.com/client-test',
    events: ['document.stored'],
  });
  expect(created.secret).toMatch(/^whsec_/);
  const listed = [];
  for await (const subscription of dispatcher.paginate('listWebhooks', { limit: 50 }))
    listed.push(subscription.id);
  expect(listed).toContain(created.id);
  const replaced = await dispatcher.replaceWebhook(
    { webhookId: created.id },
    { url: created.url, events: ['document.stored', 'document.failed'], description: 'docs' },
  );
  expect(replaced.events).toEqual(['document.stored', 'document.failed']);
  expect(await dispatcher.listWebhookDeliveries({ webhookId: created.id })).toMatchObject({ items: [] });
  const rotated = await dispatcher.webhooks.rotateSecret({ webhookId: created.id }, { overlapSeconds: 60 });
  expect(rotated.secret).toMatch(/^whsec_/);
  expect(rotated.secret).not.toBe(created.secret);
  expect(Date.parse(rotated.previousSecretExpiresAt)).toBeGreaterThan(Date.now() + 50_000);
  const deleted = await dispatcher.send('deleteWebhook', { webhookId: created.id });
  expect(deleted.status).toBe(204);
  await expect(dispatcher.getWebhook({ webhookId: created.id })).rejects.toMatchObject({ status: 404 });
});

test('a token provider gets a refused token back, and the request goes once more with a fresh one', async () => {
  const handedOut: string[] = [];
  const invalidated: string[] = [];
  const stale = await api.token({ role: 'dispatcher' }, { audience: 'another-api' });
  const fresh = await api.token({ role: 'dispatcher' });
  let current = stale;
  const renewing = new TmsClient({
    baseUrl: api.url,
    token: {
      getToken: async () => {
        handedOut.push(current);
        return current;
      },
      invalidate: (token) => {
        invalidated.push(token);
        current = fresh;
      },
    },
  });
  expect((await renewing.getShipment({ shipmentId: '1004' })).id).toBe('1004');
  expect(handedOut).toEqual([stale, fresh]);
  expect(invalidated).toEqual([stale]);

  // Once only: a provider whose fresh token is refused too ends in the 401.
  current = stale;
  const refusing = new TmsClient({
    baseUrl: api.url,
    token: { getToken: async () => stale, invalidate: (token) => invalidated.push(token) },
  });
  await expect(refusing.getShipment({ shipmentId: '1004' })).rejects.toMatchObject({ status: 401 });
  expect(invalidated).toEqual([stale, stale]);
});
