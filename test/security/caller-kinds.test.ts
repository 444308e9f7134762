import type { Scope } from '#shared/domain/scopes';
import { DISPATCHER_CLAIMS } from '../support/api-event';
import { registerClient } from '../support/clients';
import { invoke } from '../support/invoke';
import { invokeWithin, newKey } from '../support/keyed-requests';
import { createTestTable } from '../support/table';

/**
 * An idempotency scope names the caller's kind as well as its id: a person
 * whose token subject equals a client id is another caller, and cannot replay
 * that client's answer (a new subscription's secret).
 */
const CLIENT = {
  client: 'clientcccccccccccccccccccc',
  scopes: ['tms/webhooks', 'tms/shipments.read'] as Scope[],
};
// Deliveries are recorded here, not sent: no worker runs in this file.
process.env.ALLOW_LOOPBACK_URLS = 'false';

beforeAll(async () => {
  await createTestTable();
  await registerClient(CLIENT.client, 'Client C', CLIENT.scopes);
});

const subscription = { url: 'https://hooks.example.com/tms', events: ['itinerary.updated'] };

test("a person whose sub is a client's id with the client's key runs its own request, and never sees the client's secret", async () => {
  const key = newKey();
  const request = { body: subscription, headers: { 'idempotency-key': key } };
  const ofClient = await invoke('createWebhook', { ...request, as: CLIENT });
  expect(ofClient.status).toBe(201);

  const impostor = { ...DISPATCHER_CLAIMS, sub: CLIENT.client };
  const ofPerson = await invokeWithin('createWebhook', request, 29_000, impostor);
  expect(ofPerson.status).toBe(201);
  expect(ofPerson.headers['idempotency-replayed']).toBeUndefined();
  expect(ofPerson.body.id).not.toBe(ofClient.body.id);
  expect(ofPerson.body.secret).not.toBe(ofClient.body.secret);
  expect(JSON.stringify(ofPerson)).not.toContain(ofClient.body.secret);

  // The client's own retry still replays its answer; nothing was made twice or lost.
  const retry = await invoke('createWebhook', { ...request, as: CLIENT });
  expect(retry.headers['idempotency-replayed']).toBe('true');
  expect(retry.body.id).toBe(ofClient.body.id);
  const all = await invoke('listWebhooks', {});
  expect(all.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
    [ofClient.body.id, ofPerson.body.id].sort(),
  );
});
