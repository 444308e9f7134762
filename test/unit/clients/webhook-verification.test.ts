import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, WebhookVerificationError } from '#client/webhooks';
import { newWebhookSecret, signedHeaders } from '#shared/webhooks/signing';

/** A delivery as the service signs it (shared/webhooks/signing), checked by the client's helper. */
const secret = newWebhookSecret();
const event = {
  id: 'evt_qi82T5rNaLua1a8zBdQ8IyxEJKf2eZpc',
  type: 'itinerary.updated',
  timestamp: '2026-11-25T08:13:47.120Z',
  data: { shipment: { id: '1004', href: '/shipments/1004' }, version: 3 },
};
const body = JSON.stringify(event);
const headers = signedHeaders(secret, 'msg_1', new Date(), body);

/** Posts a delivery to a Node HTTP server and resolves what the helper made of the request there. */
async function receivedByNode(deliveryHeaders: Record<string, string>, deliveryBody: string) {
  let verify!: (request: IncomingMessage) => Promise<unknown>;
  const outcome = new Promise<unknown>((resolve) => {
    verify = (request) => verifyWebhook(secret, request).then(resolve, resolve);
  });
  const server = createServer((request, response) => {
    void verify(request).finally(() => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...deliveryHeaders },
      body: deliveryBody,
    });
    return await outcome;
  } finally {
    server.close();
  }
}

test("Node's IncomingMessage, body unread: the event and its webhook-id", async () => {
  expect(await receivedByNode(headers, body)).toEqual({ id: 'msg_1', event });
});

test('a raw body with its headers, as text or bytes, with plain or fetch headers', async () => {
  expect(await verifyWebhook(secret, { body, headers })).toEqual({ id: 'msg_1', event });
  expect(await verifyWebhook(secret, { body: Buffer.from(body), headers: new Headers(headers) })).toEqual({
    id: 'msg_1',
    event,
  });
  // Node keeps a repeated header as a list; names in any case.
  const listed = { 'Webhook-Id': ['msg_1'], 'WEBHOOK-TIMESTAMP': headers['webhook-timestamp'] };
  expect(
    await verifyWebhook(secret, {
      body,
      headers: { ...listed, 'webhook-signature': headers['webhook-signature'] },
    }),
  ).toEqual({ id: 'msg_1', event });
});

test.each([
  ['an altered body', { body: body.replace('1004', '1005'), headers }],
  ['another secret', { body, headers: signedHeaders(newWebhookSecret(), 'msg_1', new Date(), body) }],
  [
    'an old timestamp',
    { body, headers: signedHeaders(secret, 'msg_1', new Date(Date.now() - 600_000), body) },
  ],
  ['no signature', { body, headers: { ...headers, 'webhook-signature': undefined } }],
])('%s is refused with WebhookVerificationError', async (_, delivery) => {
  await expect(verifyWebhook(secret, delivery)).rejects.toBeInstanceOf(WebhookVerificationError);
});

test('a forged delivery to a Node server is refused too', async () => {
  expect(await receivedByNode(headers, body.replace('1004', '1005'))).toBeInstanceOf(
    WebhookVerificationError,
  );
});

test('a body a framework parsed already cannot be verified, and says how to get the raw one', async () => {
  const parsed = { body: event, headers } as unknown as Parameters<typeof verifyWebhook>[1];
  await expect(verifyWebhook(secret, parsed)).rejects.toThrow(/raw body/);
});
