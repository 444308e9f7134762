import { pollUntil } from '#tools/deadline';
import { captureOutput } from '../support/captured-output';

// Every log level on for this file (test/support/quiet-logs.ts turns logs off), before any module reads it.
process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
const { startLocalApi } = await import('../support/local-api');
const { startLocalWorker } = await import('#tools/local-stack/local-worker');
const { apiCall } = await import('./support/api-call');

/**
 * Requests that carry credentials where they belong and where they do not,
 * and ones that make the service sign or fetch URLs, with every log line and
 * every answer captured: no error body and no log line may hold a bearer token
 * (or its signature) or a presigned URL's signature.
 */

const api = await startLocalApi('data/demo.json');
afterAll(() => api.close());

/** Pieces that identify a secret on their own: a token's signature, a URL signature's value. */
function secretsOf(token: string): string[] {
  return [token, token.split('.')[2] ?? token];
}

test('no error body or log line carries a token or a presigned URL signature', async () => {
  const dispatcher = await api.token({ role: 'dispatcher' });
  const driver = await api.token({ role: 'driver', driverId: 'D-1' });
  const expired = await api.token({ role: 'dispatcher' }, { expiresIn: '-1s' });
  const foreign = await api.token({ role: 'dispatcher' }, { audience: 'another-api' });
  const call = (method: string, path: string, options: Parameters<typeof apiCall>[3] = {}) =>
    apiCall(api.port, method, path, options);
  const fakeSignature = 'f00dfeedcafe0123456789abcdef0123456789abcdef0123456789abcdef0123';

  const output = captureOutput();
  const worker = await startLocalWorker({ attempts: 2, backoffMs: 10 });
  const answers = [];
  let signedUrls: string[] = [];
  try {
    // Tokens where they belong, valid and not, on answers of every kind.
    answers.push(await call('GET', '/shipments/1001/itinerary', { token: dispatcher }));
    answers.push(await call('GET', '/shipments', { token: driver }));
    answers.push(await call('GET', '/shipments/9999', { token: dispatcher }));
    answers.push(await call('GET', '/shipments', { token: expired }));
    answers.push(await call('GET', '/shipments', { token: foreign }));
    answers.push(await call('GET', '/nowhere', { token: dispatcher }));
    // Tokens where they do not belong: in the query string, in a body.
    answers.push(await call('GET', `/shipments?limit=1&access_token=${dispatcher}`));
    answers.push(
      await call('GET', `/images?context=SHIPMENT&entityId=9999&type=BOL&access_token=${dispatcher}`, {
        token: driver,
      }),
    );
    answers.push(
      await call('PUT', '/shipments/1001/itinerary', { token: dispatcher, body: { moves: dispatcher } }),
    );
    // URLs the service signs, and signed URLs it is asked to fetch, refused at once or after trying.
    const signed = await call('GET', '/images?context=SHIPMENT&entityId=1001&type=BOL&locationType=url', {
      token: dispatcher,
    });
    signedUrls = [signed.body.url].flat();
    for (const url of [
      `http://127.0.0.1/p.pdf?X-Amz-Signature=${fakeSignature}`,
      `https://documents.invalid/p.pdf?X-Amz-Credential=x&X-Amz-Signature=${fakeSignature}`,
    ]) {
      answers.push(
        await call('POST', '/images', {
          token: dispatcher,
          body: { context: 'SHIPMENT', entityId: '1001', type: 'POD', locationType: 'url', url },
        }),
      );
    }
    // Let the accepted submission fail its attempts, logging each.
    const location = answers.at(-1)?.headers.location ?? '';
    await pollUntil(
      `submission ${location} no longer pending`,
      10_000,
      async () => (await call('GET', location, { token: dispatcher })).body.status !== 'pending',
    );
  } finally {
    await worker.stop();
    output.restore();
  }

  const signatures = signedUrls.map((url) => new URL(url).searchParams.get('X-Amz-Signature') ?? url);
  expect(signatures.length).toBeGreaterThan(0);
  const secrets = [
    ...[dispatcher, driver, expired, foreign].flatMap(secretsOf),
    ...signatures,
    fakeSignature,
  ];
  const errorBodies = answers.filter((answer) => answer.status >= 400).map((answer) => answer.text);
  const lines = output.lines();
  expect(errorBodies.length).toBeGreaterThan(8);
  expect(lines.length).toBeGreaterThan(20);
  for (const secret of secrets) {
    expect(errorBodies.filter((body) => body.includes(secret))).toEqual([]);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }
});
