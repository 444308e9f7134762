import { Webhook } from 'standardwebhooks';
import type { WebhookEvent } from './types.js';

/** Header values as Node's `IncomingMessage`, a plain object or fetch's `Headers` hold them. */
export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

/** A request being received, as Node's `http.IncomingMessage` is: its headers, and its body as a stream. */
export interface ReceivedRequest extends AsyncIterable<Uint8Array | string> {
  headers: WebhookHeaders;
}

/** A request whose body the framework has read already: the raw bytes or text, exactly as received. */
export interface RawWebhook {
  body: string | Uint8Array;
  headers: WebhookHeaders;
}

export interface VerifiedWebhook {
  /** `webhook-id`: the same on every retry of a delivery; drop a delivery already handled by it. */
  id: string;
  event: WebhookEvent;
}

/** The delivery is not one the service signed with this secret, was altered, or is over five minutes old. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

/** Webhook bodies are small; a larger one is not the service's and is not read whole. */
const MAX_BODY_BYTES = 1024 * 1024;

function headerOf(headers: WebhookHeaders, name: string): string {
  if (headers instanceof Headers) return headers.get(name) ?? '';
  const value = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return (typeof value === 'string' ? value : value?.[0]) ?? '';
}

async function readBody(stream: AsyncIterable<Uint8Array | string>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    size += bytes.byteLength;
    if (size > MAX_BODY_BYTES) throw new WebhookVerificationError('The body is larger than any webhook.');
    chunks.push(bytes);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The raw body: given as text or bytes, else read from the request; a body parsed already cannot be verified. */
async function rawBodyOf(request: ReceivedRequest | RawWebhook): Promise<string | Uint8Array> {
  const body: unknown = (request as { body?: unknown }).body;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body !== undefined && body !== null) {
    throw new WebhookVerificationError(
      'The body was parsed already: verify the raw body (with Express, express.raw({ type: "application/json" })).',
    );
  }
  if (Symbol.asyncIterator in request) return readBody(request);
  throw new WebhookVerificationError('No body to verify.');
}

/**
 * Checks a webhook delivery's signature (Standard Webhooks: `webhook-id`,
 * `webhook-timestamp`, `webhook-signature`) with the subscription's secret
 * (`whsec_...`) and resolves its event; rejects with
 * `WebhookVerificationError` when it is forged, altered or over five minutes
 * old. Takes the request itself (Node's `IncomingMessage`, body not yet read)
 * or `{ body, headers }` with the raw body: verify before parsing, since
 * re-serialised JSON no longer matches the signature.
 */
export async function verifyWebhook(
  secret: string,
  request: ReceivedRequest | RawWebhook,
): Promise<VerifiedWebhook> {
  const raw = await rawBodyOf(request);
  const body = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
  const headers = {
    'webhook-id': headerOf(request.headers, 'webhook-id'),
    'webhook-timestamp': headerOf(request.headers, 'webhook-timestamp'),
    'webhook-signature': headerOf(request.headers, 'webhook-signature'),
  };
  let event: unknown;
  try {
    event = new Webhook(secret).verify(body, headers);
  } catch (error) {
    throw new WebhookVerificationError((error as Error).message || 'The signature does not match.');
  }
  return { id: headers['webhook-id'], event: event as WebhookEvent };
}
