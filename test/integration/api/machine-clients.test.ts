import { SCOPE_NAMES, type Scope } from '#shared/domain/scopes';
import { type RouteId, routeList, routes } from '#shared/route-table';
import { type SampleRequest, sampleRequests } from '../../../bench/support/sample-requests';
import { registerClient, unregisterClient } from '../../support/clients';
import { invoke } from '../../support/invoke';
import { seededStoreFromFile } from '../../support/seed';
import { type SnapshotItem, snapshotTable } from '../../support/table-snapshot';

/**
 * Every route with a machine client's token: with the route's scope it
 * answers as it does a dispatcher; without it, 403 with the RFC 6750
 * challenge naming the scope, and nothing read or written.
 */
const CLIENT = 'c0ffee0000000000000000test';
let samples: Record<RouteId, SampleRequest>;
let ownWebhookId: string;
let ownDeliveryId: string;

const asClient = (scopes: readonly Scope[]) => ({ client: CLIENT, scopes });

beforeAll(async () => {
  const dataSet = await seededStoreFromFile('data/demo.json');
  samples = await sampleRequests(dataSet, process.env.DROP_BUCKET ?? '');
  await registerClient(CLIENT, 'Partner TMS', SCOPE_NAMES);
  // A client reaches only its own subscriptions: the webhook routes name one it made.
  const created = await invoke('createWebhook', {
    as: asClient(['tms/webhooks', 'tms/shipments.read']),
    body: { url: 'https://hooks.example.com/tms', events: ['itinerary.updated'] },
  });
  ownWebhookId = created.body.id;
  const tested = await invoke('sendWebhookTestEvent', {
    as: asClient(['tms/webhooks']),
    pathParameters: { webhookId: ownWebhookId },
  });
  ownDeliveryId = tested.body.id;
});

/** The sample request, its webhook routes aimed at the client's own subscription (and a delivery of it). */
function requestFor(id: RouteId) {
  const request = samples[id](0);
  if (id === 'createWebhook' || !id.toLowerCase().includes('webhook')) return request;
  const own = {
    webhookId: ownWebhookId,
    ...(id === 'resendWebhookDelivery' && { deliveryId: ownDeliveryId }),
  };
  return { ...request, pathParameters: { ...request.pathParameters, ...own } };
}

// DELETE last: the other webhook routes use the subscription it removes.
const ordered = [...routeList].sort(
  (a, b) => Number(a.id === 'deleteWebhook') - Number(b.id === 'deleteWebhook'),
);

const scopedRoutes = ordered.map((route) => [route.id, route.scope] as const);

/**
 * The table as the last refusal left it. The refusals all run before any
 * request that is served, so each one's table before is the one the refusal
 * before it found after: one scan per route instead of two. Unset while a
 * refusal's request is under way: one that throws leaves the next to scan.
 */
let lastSeen: SnapshotItem[] | undefined;

describe.each(scopedRoutes)('%s (%s)', (id, scope) => {
  test('a client without the scope gets 403 with insufficient_scope, and nothing changes', async () => {
    const accepted: readonly Scope[] = [scope, ...(routes[id].alsoScopes ?? [])];
    const others = SCOPE_NAMES.filter((name) => !accepted.includes(name));
    const before = lastSeen ?? (await snapshotTable());
    lastSeen = undefined;
    const answer = await invoke(id, { ...requestFor(id), as: asClient(others) });
    const after = await snapshotTable();
    lastSeen = after;
    expect(answer.status).toBe(403);
    expect(answer.headers['www-authenticate']).toBe(`Bearer error="insufficient_scope", scope="${scope}"`);
    expect(answer.body).toMatchObject({ status: 403, description: 'Forbidden', data: { scope } });
    expect(after).toEqual(before);
  });
});

describe.each(scopedRoutes)('%s (%s)', (id, scope) => {
  test('a client holding only the scope (and, to subscribe, one reading the events) is served', async () => {
    const subscribes = id === 'createWebhook' || id === 'replaceWebhook';
    const scopes: Scope[] = subscribes ? [scope, 'tms/shipments.read'] : [scope];
    const answer = await invoke(id, { ...requestFor(id), as: asClient(scopes) });
    // A PUT that creates what it names answers 201 to a sample that creates (the equipment's).
    const served = routes[id].response.creates
      ? [routes[id].response.status, 201]
      : [routes[id].response.status];
    expect({ id, served: served.includes(answer.status) }).toEqual({ id, served: true });
  });
});

describe('the client behind the token', () => {
  test('a client no longer registered is 401 invalid_token, whatever its token says', async () => {
    await unregisterClient(CLIENT);
    const answer = await invoke('listShipments', { as: asClient(SCOPE_NAMES) });
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    await registerClient(CLIENT, 'Partner TMS', SCOPE_NAMES);
  });

  test('a scope taken from the client stops counting, though its token still carries it', async () => {
    await registerClient(CLIENT, 'Partner TMS', ['tms/master-data.read']);
    const answer = await invoke('listShipments', { as: asClient(SCOPE_NAMES) });
    expect(answer.status).toBe(403);
    await registerClient(CLIENT, 'Partner TMS', SCOPE_NAMES);
  });
});
