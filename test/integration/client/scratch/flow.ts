/**
 * An integrator's program, compiled and run in a scratch project that
 * installed the client from its packed tarball: it imports only the package.
 * Its setting comes from the environment; it prints what it saw as JSON.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  clientCredentials,
  TmsApiError,
  TmsClient,
  type VerifiedWebhook,
  verifyWebhook,
  WebhookVerificationError,
} from 'tms-api-client';

const env = (name: string) => process.env[name] ?? '';

let putAnswersToLose = 1;
/** A network that loses the first PUT's answer after the service ran it: the client retries with the same key. */
const lossyFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (init?.method === 'PUT' && putAnswersToLose > 0) {
    putAnswersToLose -= 1;
    throw new TypeError('fetch failed: the connection dropped before the answer');
  }
  return response;
};

const tms = new TmsClient({
  baseUrl: env('API_URL'),
  token: clientCredentials({
    tokenUrl: env('TOKEN_URL'),
    clientId: env('CLIENT_ID'),
    clientSecret: env('CLIENT_SECRET'),
    scope: ['tms/shipments.read', 'tms/itineraries.write', 'tms/documents.write'],
  }),
  retries: 2,
  fetch: lossyFetch,
});

// Page iterator.
const shipmentIds: string[] = [];
for await (const shipment of tms.paginate('listShipments', { limit: 5 })) shipmentIds.push(shipment.id);

// Conditional GETs.
const first = await tms.getIfChanged('getItinerary', { shipmentId: '4001' });
const again = await tms.getIfChanged('getItinerary', { shipmentId: '4001' }, { ifNoneMatch: first.etag });
if (first.notModified) throw new Error('The first GET had no ETag to send.');

// A keyed update whose answer was lost, retried with the same Idempotency-Key.
const stored = await tms.send('putItinerary', { shipmentId: '4001' }, first.body, { ifMatch: first.etag });

// Upload and submit.
const page = new Uint8Array(await readFile(new URL('../page.pdf', import.meta.url)));
const upload = await tms.uploadAndSubmit({ context: 'SHIPMENT', entityId: '1004', type: 'POD' }, [
  { bytes: page, contentType: 'application/pdf' },
]);

// Errors.
const missing = await tms.getShipment({ shipmentId: '9999' }).catch((error: unknown) => error);

// Webhook verification, on a Node server of one's own and from a raw body.
const delivery = JSON.parse(await readFile(new URL('../delivery.json', import.meta.url), 'utf8')) as {
  secret: string;
  body: string;
  headers: Record<string, string>;
};
const verifiedByServer: (VerifiedWebhook | string)[] = [];
const receiver = createServer((request: IncomingMessage, response) => {
  verifyWebhook(delivery.secret, request).then(
    (verified) => {
      verifiedByServer.push(verified);
      response.writeHead(204).end();
    },
    (error: unknown) => {
      verifiedByServer.push(error instanceof WebhookVerificationError ? 'refused' : String(error));
      response.writeHead(400).end();
    },
  );
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
for (const body of [delivery.body, delivery.body.replace('4001', '4002')]) {
  await fetch(receiverUrl, { method: 'POST', headers: delivery.headers, body });
}
receiver.close();
const fromRawBody = await verifyWebhook(delivery.secret, { body: delivery.body, headers: delivery.headers });
const { event } = fromRawBody;
// Typed by its type: an itinerary.updated event names its shipment.
const eventShipment = event.type === 'itinerary.updated' ? event.data.shipment.id : '';

/** Never called: compiled only, so that the package's types are seen to refuse mistakes. */
export function mistakes(client: TmsClient) {
  return [
    // @ts-expect-error no such operation
    client.send('deleteShipment', { shipmentId: '1' }),
    // @ts-expect-error the itinerary needs its shipment id
    client.getItinerary(),
    // @ts-expect-error only collections paginate
    client.paginate('getImageTypes'),
  ];
}

console.log(
  JSON.stringify({
    shipmentIds,
    notModified: again.notModified,
    put: { status: stored.status, replayed: stored.headers.get('idempotency-replayed') },
    upload,
    missing:
      missing instanceof TmsApiError ? { status: missing.status, data: missing.data } : String(missing),
    webhooks: { byServer: verifiedByServer, fromRawBody, eventShipment },
  }),
);
