import fc from 'fast-check';
import { type RouteId, routeList } from '#shared/route-table';
import { contentType, hostileBodyText, hostileShortString } from './hostile-values';
import { percentEncode } from './send';

/** The tokens a fuzzed request may carry, minted once for the server under test. */
export interface TokenSet {
  valid: readonly string[];
  /** Tokens the server must refuse: wrong signature, audience, expiry or role, and ones that are no JWT. */
  refused: readonly string[];
}

/** A request as bytes on the wire, and what it was meant to be. */
export interface WireRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** The route whose template built the target with its own method, if any. */
  aimedAt: RouteId | undefined;
  authorization: 'valid' | 'refused' | 'none';
}

/** Request targets no route template produces: broken encodings, absolute forms, dot segments, oddities. */
const ODD_TARGETS = [
  '/',
  '*',
  '//shipments',
  '/shipments/',
  '/shipments/%',
  '/shipments/%E0%A4%A',
  '/shipments/%ZZ/itinerary',
  '/shipments/%00',
  '/shipments/%2F1001',
  '/shipments/1001/../1002',
  '/SHIPMENTS',
  'http://[::1/',
  'http://127.0.0.1/shipments',
  'http://evil.example/shipments/1001',
  '/images?context=SHIPMENT&context=SHIPMENT',
  '/images/types#fragment',
  `/${'a/'.repeat(2_000)}`,
  '/openapi.json',
  '/docs',
] as const;

const METHODS = [
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'HEAD',
  'get',
  'FOO',
  'M-SEARCH',
] as const;

function routeTarget(ids: Record<string, readonly string[]>) {
  return fc.constantFrom(...routeList).chain((route) =>
    fc
      .record({
        values: fc.record(
          Object.fromEntries(
            [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [
              name,
              // Never empty: `/drivers//plans` is another path, not this route with an empty id.
              fc.oneof(
                { arbitrary: fc.constantFrom(...(ids[name] ?? ['x'])), weight: 3 },
                hostileShortString.filter((value) => value !== ''),
              ),
            ]),
          ),
        ),
        query: fc.oneof(
          { arbitrary: fc.constant(''), weight: 3 },
          fc
            .array(fc.tuple(hostileShortString, hostileShortString), { maxLength: 3 })
            .map((pairs) => `?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`),
        ),
        sameMethod: fc.boolean(),
      })
      .map(({ values, query, sameMethod }) => ({
        target: `${route.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(values[name] ?? ''))}${query}`,
        route,
        sameMethod,
      })),
  );
}

/** Header lines a client can send: odd names and values, control bytes and all. */
const headerLines = fc.dictionary(
  fc.oneof(
    fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
    fc.constantFrom('authorization', 'content-type', 'transfer-encoding', 'x-forwarded-for', 'bad name', 'é'),
  ),
  fc.oneof(
    hostileShortString,
    fc.constantFrom('chunked', '\u0000', 'a\r\nx-injected: 1', 'x'.repeat(20_000)),
  ),
  { maxKeys: 2 },
);

export function wireRequest(
  ids: Record<string, readonly string[]>,
  tokens: TokenSet,
): fc.Arbitrary<WireRequest> {
  const authorization = fc.oneof(
    {
      arbitrary: fc.constantFrom(...tokens.valid).map((token) => ({ kind: 'valid' as const, token })),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom(...tokens.refused).map((token) => ({ kind: 'refused' as const, token })),
      weight: 3,
    },
    { arbitrary: fc.constant({ kind: 'none' as const, token: '' }), weight: 1 },
  );
  const target = fc.oneof(
    { arbitrary: routeTarget(ids), weight: 6 },
    fc.constantFrom(...ODD_TARGETS).map((odd) => ({ target: odd, route: undefined, sameMethod: false })),
  );
  return fc
    .record({
      target,
      method: fc.constantFrom(...METHODS),
      authorization,
      contentType: fc.oneof({ arbitrary: fc.constant('application/json'), weight: 4 }, contentType),
      extra: fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, headerLines),
      body: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 2 },
        hostileBodyText,
        fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)),
      ),
    })
    .map(({ target: aim, method, authorization: auth, contentType: type, extra, body }) => {
      const aimedAt = aim.route && aim.sameMethod ? aim.route.id : undefined;
      // The caller's credentials come from `authorization` alone, so that what the server must answer is known.
      const others = Object.fromEntries(Object.entries(extra).filter(([name]) => name !== 'authorization'));
      return {
        method: aimedAt ? (aim.route?.method ?? method) : method,
        target: aim.target,
        headers: {
          ...others,
          'content-type': type,
          ...(auth.kind === 'none' ? {} : { authorization: `Bearer ${auth.token}` }),
        },
        body,
        aimedAt,
        authorization: auth.kind,
      };
    });
}
