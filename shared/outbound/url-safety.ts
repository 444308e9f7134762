import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { config } from '#shared/config';

/**
 * Which URLs a document may be fetched from. Only public unicast addresses are:
 * a submitted URL must never make the service reach its own network, the cloud
 * metadata service or the machine it runs on (server-side request forgery).
 */
export interface UrlPolicy {
  /** Let 127.0.0.1, ::1 and the name `localhost` through: the local server's `--allow-loopback-urls`. */
  allowLoopback: boolean;
}

export const configuredUrlPolicy = (): UrlPolicy => ({ allowLoopback: config.allowLoopbackUrls });

/** A URL that must not be fetched; the message says why, for a 400 or a submission's reason. */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError';
}

/** A host name that did not resolve (now): worth trying again later, unlike an unsafe one. */
export class UnresolvedHostError extends Error {
  override readonly name = 'UnresolvedHostError';
}

/** An address a connection is pinned to once checked, so that a second DNS answer cannot move it. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/** What a connection may use: never empty. */
export type PinnedAddresses = [PinnedAddress, ...PinnedAddress[]];

/**
 * Connects only to the addresses checked, whatever a second DNS answer would say
 * (DNS rebinding). Node asks for all of them when it races IPv6 and IPv4.
 */
export function pinnedLookup(pinned: PinnedAddresses): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, pinned);
    else callback(null, pinned[0].address, pinned[0].family);
  };
}

export type Resolver = (hostname: string) => Promise<PinnedAddress[]>;

/** Every address the system resolver gives for a name, as it orders them. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const LOOPBACK_ALLOWED = new Set(['127.0.0.1', '::1']);
const CLOUD_METADATA = new Set(['169.254.169.254', 'fd00:ec2::254']);
/** `::a.b.c.d`, the deprecated IPv4-compatible form: ipaddr.js calls it unicast, but it carries an IPv4 address. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

const RANGE_WORDS: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address',
  private: 'a private address',
  reserved: 'a reserved address',
  uniqueLocal: 'a unique-local address',
  ipv4Mapped: 'an IPv4-mapped address',
};

/**
 * What a refused address is, e.g. `{ address: '10.0.0.1', kind: 'a private address' }`,
 * or undefined when it may be fetched from.
 */
function refusedAddress(address: string, policy: UrlPolicy): { address: string; kind: string } | undefined {
  if (!ipaddr.isValid(address)) return { address, kind: 'not an IP address' };
  const parsed = ipaddr.parse(address);
  const canonical = parsed.toString();
  const refused = (kind: string) => ({ address: canonical, kind });
  if (policy.allowLoopback && LOOPBACK_ALLOWED.has(canonical)) return undefined;
  if (CLOUD_METADATA.has(canonical)) return refused('the cloud metadata service');
  const range = parsed.range();
  if (range !== 'unicast') return refused(RANGE_WORDS[range] ?? `a non-public (${range}) address`);
  if (parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) return refused('an IPv4-compatible address');
  return undefined;
}

/**
 * Why `address` (an IP address as a resolver or the URL parser writes it) is
 * refused, e.g. "10.0.0.1 is a private address", or undefined when it is allowed.
 */
export function refusalOfAddress(address: string, policy: UrlPolicy): string | undefined {
  const refused = refusedAddress(address, policy);
  return refused && `${refused.address} is ${refused.kind}`;
}

/** The host of a parsed URL: an IP address (the URL parser has already decoded every IPv4 spelling) or a name. */
function hostOf(url: URL): { address: PinnedAddress } | { name: string } {
  const { hostname } = url;
  if (hostname.startsWith('[')) return { address: { address: hostname.slice(1, -1), family: 6 } };
  if (ipaddr.IPv4.isValidFourPartDecimal(hostname)) return { address: { address: hostname, family: 4 } };
  // `localhost.` and `localhost` are the same name.
  return { name: hostname.replace(/\.+$/, '') };
}

function refuseAddress(address: string, policy: UrlPolicy, viaName?: string): void {
  const refused = refusedAddress(address, policy);
  if (refused === undefined) return;
  throw new UnsafeUrlError(
    viaName === undefined
      ? `host ${refused.address} is ${refused.kind}`
      : `host "${viaName}" resolves to ${refused.address}, which is ${refused.kind}`,
  );
}

function refuseName(name: string, policy: UrlPolicy): void {
  const isLoopbackName = name === 'localhost' || name.endsWith('.localhost');
  if (isLoopbackName && !(policy.allowLoopback && name === 'localhost')) {
    throw new UnsafeUrlError(`host "${name}" is a loopback name`);
  }
}

/**
 * Parses `raw` and refuses, without any network access, what is unsafe whatever
 * DNS says: schemes other than http and https, credentials, literal addresses
 * outside public unicast space, and the `localhost` names.
 */
export function parseDocumentUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError(`scheme "${url.protocol.slice(0, -1)}" is not http or https`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new UnsafeUrlError('URLs with a user name or password are not fetched');
  }
  const host = hostOf(url);
  if ('address' in host) refuseAddress(host.address.address, policy);
  else refuseName(host.name, policy);
  return url;
}

function withinTime<T>(work: Promise<T>, timeoutMs: number, hostname: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UnresolvedHostError(`host "${hostname}" did not resolve within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The addresses to connect to for a URL `parseDocumentUrl` accepted: the literal
 * address, or those of the name when every address it resolves to is allowed
 * (one private address among public ones is enough to refuse it).
 */
export async function resolvePinnedAddresses(
  url: URL,
  policy: UrlPolicy,
  options: { timeoutMs: number; resolve?: Resolver },
): Promise<PinnedAddresses> {
  const host = hostOf(url);
  if ('address' in host) return [host.address];
  let addresses: PinnedAddress[];
  try {
    addresses = await withinTime(
      (options.resolve ?? systemResolver)(host.name),
      options.timeoutMs,
      host.name,
    );
  } catch (error) {
    if (error instanceof UnresolvedHostError) throw error;
    throw new UnresolvedHostError(`host "${host.name}" could not be resolved`);
  }
  const [first, ...others] = addresses;
  if (first === undefined) throw new UnresolvedHostError(`host "${host.name}" resolves to no address`);
  // `--allow-loopback-urls` lets `localhost` and loopback literals through, not any name that resolves to loopback.
  const byName = host.name === 'localhost' ? policy : { ...policy, allowLoopback: false };
  for (const { address } of addresses) refuseAddress(address, byName, host.name);
  return [first, ...others];
}

/** How long `POST /images` waits for DNS before accepting a URL it will check again at download. */
const SUBMISSION_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Why `POST /images` refuses `raw`, or undefined. A name that does not resolve
 * yet is accepted: the download resolves and checks it again, and fails the
 * submission if it is still unresolved or turns out unsafe.
 */
export async function refusalAtSubmission(
  raw: string,
  policy: UrlPolicy,
  resolve?: Resolver,
  /** Stricter rules of another kind of URL (webhooks: https only). */
  parse: (raw: string, policy: UrlPolicy) => URL = parseDocumentUrl,
): Promise<string | undefined> {
  try {
    const url = parse(raw, policy);
    await resolvePinnedAddresses(url, policy, {
      timeoutMs: SUBMISSION_LOOKUP_TIMEOUT_MS,
      ...(resolve && { resolve }),
    });
    return undefined;
  } catch (error) {
    if (error instanceof UnsafeUrlError) return error.message;
    if (error instanceof UnresolvedHostError) return undefined;
    throw error;
  }
}
