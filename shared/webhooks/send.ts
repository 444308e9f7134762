import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type PinnedAddresses, pinnedLookup } from '#shared/outbound/url-safety';

/** Standard Webhooks: a receiver answers within this, or the attempt has failed. */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/** How much of a receiver's answer an attempt's record keeps. */
export const ANSWER_BYTES = 1024;

/** What one attempt got: the receiver's status and the start of its answer (when it had one), or why no answer came. */
export type SendResult = { status: number; answer?: string } | { failure: string };

/** The first `limit` bytes of an answer's body, as text; whatever arrived when reading it fails. */
async function firstBytesOf(response: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) break;
    }
  } catch {
    // The answer's status came; a body cut short is still what the receiver said.
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/**
 * POSTs `body` to `url`, connecting only to `pinned`, and resolves the status
 * of the answer and its first KB. Redirects are not followed (a 3xx is an
 * answer, not a delivery).
 */
export async function postToPinned(
  url: URL,
  pinned: PinnedAddresses,
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendResult> {
  const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
    method: 'POST',
    // A fresh connection each time: a pooled one could lead to another address than the one just checked.
    agent: false,
    lookup: pinnedLookup(pinned),
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'tms-api-webhooks',
    },
  });
  // Failures surface through `once`; this keeps a late one from going unhandled.
  request.on('error', () => {});
  const timer = setTimeout(
    () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
    timeoutMs,
  );
  try {
    request.end(body);
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    const answer = await firstBytesOf(response, ANSWER_BYTES);
    return { status: response.statusCode ?? 0, ...(answer !== '' && { answer }) };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { failure: code ?? message };
  } finally {
    clearTimeout(timer);
    request.destroy();
  }
}
