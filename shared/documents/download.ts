import { once } from 'node:events';
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  type PinnedAddresses,
  parseDocumentUrl,
  pinnedLookup,
  type Resolver,
  resolvePinnedAddresses,
  UnresolvedHostError,
  UnsafeUrlError,
  type UrlPolicy,
} from '#shared/outbound/url-safety';
import { pageTooLarge, readAtMost } from './bounded-read';
import { permanentFailure, retryableFailure, SubmissionFailure } from './failures';

export interface DownloadOptions {
  policy: UrlPolicy;
  maxBytes: number;
  connectTimeoutMs: number;
  /** For the whole page, redirects included. */
  totalTimeoutMs: number;
  /** Tests replace DNS; the service uses the system resolver. */
  resolve?: Resolver;
}

export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Statuses that say "not now" rather than "never". */
const RETRYABLE_STATUSES = new Set([408, 425, 429]);

type Hop = { body: Buffer } | { location: string };

function seconds(ms: number): string {
  return `${ms / 1000} s`;
}

/** A URL, or the target of a redirect, checked again before any connection. */
async function checkedTarget(
  raw: string,
  options: DownloadOptions,
  deadline: number,
  refused: string,
): Promise<{ url: URL; pinned: PinnedAddresses }> {
  try {
    const url = parseDocumentUrl(raw, options.policy);
    const timeoutMs = Math.max(1, deadline - Date.now());
    const pinned = await resolvePinnedAddresses(url, options.policy, {
      timeoutMs,
      ...(options.resolve && { resolve: options.resolve }),
    });
    return { url, pinned };
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw permanentFailure(`${refused}: ${error.message}`, error);
    if (error instanceof UnresolvedHostError) throw retryableFailure(error.message, error);
    throw error;
  }
}

async function readResponse(response: IncomingMessage, maxBytes: number): Promise<Hop> {
  const status = response.statusCode ?? 0;
  if (REDIRECT_STATUSES.has(status)) {
    const { location } = response.headers;
    if (!location) throw permanentFailure(`the server answered ${status} without a Location`);
    return { location };
  }
  if (status !== 200) {
    const failure = RETRYABLE_STATUSES.has(status) || status >= 500 ? retryableFailure : permanentFailure;
    throw failure(`the server answered ${status}`);
  }
  if (Number(response.headers['content-length']) > maxBytes) throw pageTooLarge(maxBytes);
  return { body: await readAtMost(response, maxBytes) };
}

/** One request, to the pinned addresses, within the connect timeout and what is left of the total one. */
async function fetchOnce(
  url: URL,
  pinned: PinnedAddresses,
  options: DownloadOptions,
  deadline: number,
): Promise<Hop> {
  const isHttps = url.protocol === 'https:';
  const request: ClientRequest = (isHttps ? httpsRequest : httpRequest)(url, {
    method: 'GET',
    // A fresh connection each time: a pooled one could lead to another address than the one just checked.
    agent: false,
    lookup: pinnedLookup(pinned),
    headers: { accept: '*/*', 'user-agent': 'tms-api-document-fetcher' },
  });
  let stoppedBy: SubmissionFailure | undefined;
  const stop = (failure: SubmissionFailure) => {
    stoppedBy ??= failure;
    request.destroy(failure);
  };
  // Failures surface through `once` or the response stream; this keeps a late one from going unhandled.
  request.on('error', () => {});
  const connectTimer = setTimeout(
    () => stop(retryableFailure(`no connection within ${seconds(options.connectTimeoutMs)}`)),
    options.connectTimeoutMs,
  );
  const totalTimer = setTimeout(
    () => stop(retryableFailure(`the download did not finish within ${seconds(options.totalTimeoutMs)}`)),
    Math.max(0, deadline - Date.now()),
  );
  request.once('socket', (socket) => {
    socket.once(isHttps ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
  });
  request.end();
  try {
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    return await readResponse(response, options.maxBytes);
  } catch (error) {
    if (stoppedBy) throw stoppedBy;
    if (error instanceof SubmissionFailure) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).name;
    throw retryableFailure(`the download failed (${code})`, error);
  } finally {
    clearTimeout(connectTimer);
    clearTimeout(totalTimer);
    request.destroy();
  }
}

/**
 * Downloads one page from `rawUrl`: http or https only, every hop checked
 * against `options.policy` and pinned to the addresses checked, at most
 * {@link MAX_REDIRECTS} redirects, and the size limit enforced while reading.
 */
export async function downloadPage(rawUrl: string, options: DownloadOptions): Promise<Buffer> {
  const deadline = Date.now() + options.totalTimeoutMs;
  let target = await checkedTarget(rawUrl, options, deadline, 'URL refused');
  for (let redirects = 0; ; redirects += 1) {
    const hop = await fetchOnce(target.url, target.pinned, options, deadline);
    if ('body' in hop) return hop.body;
    if (redirects === MAX_REDIRECTS) throw permanentFailure(`more than ${MAX_REDIRECTS} redirects`);
    let next: string;
    try {
      next = new URL(hop.location, target.url).href;
    } catch {
      throw permanentFailure('redirected to an invalid URL');
    }
    target = await checkedTarget(next, options, deadline, 'redirect refused');
  }
}
