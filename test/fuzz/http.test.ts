import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { mintToken } from '#tools/dev-server/local-tokens';
import { type LocalApi, startLocalApi } from '../support/local-api';
import { httpMessage, rawRequest } from '../support/raw-http';
import {
  expectDocumentedAnswer,
  expectSecurityHeaders,
  expectSpecErrorBody,
} from '../support/response-checks';
import { fixtureDataSet } from '../support/seed';
import { type SnapshotItem, snapshotTable } from '../support/table-snapshot';
import { type TokenSet, wireRequest } from './support/http-requests';
import { FUZZ_SEED, fuzzParameters, timeoutFor } from './support/settings';

/**
 * The local server over real sockets, sent requests as bytes: methods, request
 * targets (broken percent-encoding, absolute forms), header lines, bodies and
 * tokens, well-formed or not. It must always answer, never with a 5xx, with the
 * spec's error body and the security headers, with a status and headers the
 * API document lists, refuse a bad token with 401 on every route, stay up, and
 * leave the table as it was after a refusal.
 */

/** Served without a token or the API's headers: the API document and its page, local only. */
const PUBLIC_PATHS = new Set(['/openapi.json', '/docs']);
const HTTP_WEIGHT = 4;
/**
 * Refusals of a request as bytes, before any route reads it: unparsable (400),
 * headers too large (431), a body over 1 MiB (413; the local server refuses it
 * while reading, before the handler checks the token's role).
 */
const REFUSED_UNREAD = [400, 413, 431];

let api: LocalApi;
let tokens: TokenSet;
let ids: Record<string, readonly string[]>;
const statuses = new Map<number, number>();

beforeAll(async () => {
  api = await startLocalApi('test/fixtures/small-data.json');
  const dataSet = await fixtureDataSet('small-data.json');
  ids = {
    shipmentId: dataSet.shipments.map((shipment) => shipment.id),
    driverId: dataSet.drivers.map((driver) => driver.id),
    eventId: dataSet.nonShipmentMoves.flatMap((move) => move.events.map((event) => event.id ?? '')),
  };
  const dispatcher = { role: 'dispatcher' } as const;
  tokens = {
    valid: [
      await api.token(dispatcher),
      await api.token({ role: 'driver', driverId: 'D-1' }),
      await api.token({ role: 'driver', driverId: 'D-2' }),
    ],
    refused: [
      await mintToken(randomBytes(32), dispatcher),
      await api.token(dispatcher, { audience: 'another-api' }),
      await api.token(dispatcher, { expiresIn: '-1m' }),
      await api.token({ role: 'admin' }),
      'not-a-jwt',
      'e30.e30.',
      `${(await api.token(dispatcher)).slice(0, -2)}xx`,
    ],
  };
});

afterAll(async () => {
  await api.close();
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.info(
    `Sent ${total} raw HTTP requests (seed ${FUZZ_SEED}): ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
});

test(
  'any bytes: an answer, no 5xx, spec errors and headers, 401 for a bad token, refusals change nothing',
  async () => {
    let stored: SnapshotItem[] = await snapshotTable();
    await fc.assert(
      fc.asyncProperty(wireRequest(ids, tokens), async (request) => {
        const response = await rawRequest(
          api.port,
          httpMessage(request.method, request.target, request.headers, request.body),
        );
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        const path = request.target.split('?')[0] ?? '';
        if (PUBLIC_PATHS.has(path) && response.status === 200) return;
        expectSecurityHeaders(response.headers, response.status);
        expectDocumentedAnswer(request.method, request.target, response);
        if (response.status >= 400 && request.method !== 'HEAD') {
          expectSpecErrorBody(response.status, JSON.parse(response.body));
        }
        if (
          request.aimedAt !== undefined &&
          request.authorization !== 'valid' &&
          !REFUSED_UNREAD.includes(response.status)
        ) {
          // A route never runs for a caller without a valid token: 401, unless the request was refused unread.
          expect(response.status).toBe(401);
        }
        if (request.method === 'GET' || request.method === 'HEAD') return;
        const after = await snapshotTable();
        if (response.status >= 400) expect(after).toEqual(stored);
        stored = after;
      }),
      fuzzParameters(HTTP_WEIGHT),
    );
    // Still serving after all of it.
    const health = await fetch(`http://127.0.0.1:${api.port}/images/types`, {
      headers: { authorization: `Bearer ${tokens.valid[0]}` },
    });
    expect(health.status).toBe(200);
  },
  timeoutFor(HTTP_WEIGHT),
);
