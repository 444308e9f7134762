import {
  type PinnedAddresses,
  parseDocumentUrl,
  type Resolver,
  refusalAtSubmission,
  resolvePinnedAddresses,
  UnsafeUrlError,
  type UrlPolicy,
} from '#shared/outbound/url-safety';

/** Hosts a local receiver may listen on over plain http, when loopback is allowed. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Parses a webhook URL and refuses, without network access, what is unsafe
 * whatever DNS says: the document URL rules (no credentials, no loopback,
 * private, link-local or metadata address), and plain http, except to a
 * loopback receiver when the policy allows loopback (the local server).
 */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  const url = parseDocumentUrl(raw, policy);
  if (url.protocol === 'http:' && !(policy.allowLoopback && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new UnsafeUrlError('webhook URLs must use https');
  }
  return url;
}

/**
 * Why `POST /webhooks` or `PUT /webhooks/{id}` refuses `raw`, or undefined. A
 * name that does not resolve yet is accepted: every delivery resolves and
 * checks it again.
 */
export const refusalOfWebhookUrl = (
  raw: string,
  policy: UrlPolicy,
  resolve?: Resolver,
): Promise<string | undefined> => refusalAtSubmission(raw, policy, resolve, parseWebhookUrl);

/**
 * The URL of a delivery and the addresses it may connect to, resolved once
 * and checked now: the connection goes to these addresses, so a second DNS
 * answer cannot point it elsewhere (DNS rebinding). Throws UnsafeUrlError or
 * UnresolvedHostError.
 */
export async function checkedWebhookTarget(
  raw: string,
  policy: UrlPolicy,
  options: { timeoutMs: number; resolve?: Resolver },
): Promise<{ url: URL; pinned: PinnedAddresses }> {
  const url = parseWebhookUrl(raw, policy);
  return { url, pinned: await resolvePinnedAddresses(url, policy, options) };
}
