import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pollUntil } from '#tools/deadline';
import { type RunningService, startDynamoDbLocal } from '#tools/local-stack/dynamodb-local';
import type { Outcome, WriteWorkload } from './support/write-workload';

/**
 * DynamoDB Local stopped in the middle of a run of writes, then restarted on
 * the same port with the same data. While it is down every request is a quick
 * 503 in the spec's shape; once it is back, writes succeed again; at the end
 * no transaction is torn, no plan entry is orphaned, no update is lost and no
 * document is left pointing at anything missing.
 *
 * This file runs its own DynamoDB Local (its data in a temporary folder, so it
 * survives the restart) and points the service's clients at it. The clients
 * read the endpoint when their module loads: everything that reaches them is
 * imported after the environment is set.
 */

/** Generous: a 503 needs at most three attempts refused at once, or a few seconds' request timeout. */
const MAX_REQUEST_MS = 10_000;
const CLIENTS = 4;

let dataDir: string;
let dynamodb: RunningService;
let port: number;
let workload: WriteWorkload;
let stoppedAt = 0;
let restartingAt = 0;

type Modules = {
  checks: typeof import('../support/response-checks');
  consistency: typeof import('../support/store-consistency');
  worker: Awaited<ReturnType<typeof import('#tools/local-stack/local-worker')['startLocalWorker']>>;
  snapshot: typeof import('../support/table-snapshot');
};
let modules: Modules;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tms-fault-dynamodb-'));
  dynamodb = await startDynamoDbLocal(0, dataDir);
  port = Number(new URL(dynamodb.endpoint).port);
  process.env.DYNAMODB_ENDPOINT = dynamodb.endpoint;

  const { seededStore } = await import('../support/seed');
  await seededStore('small-data.json');
  const { dropPages } = await import('../integration/documents/support/store');
  const { pdfPage } = await import('../support/document-pages');
  await dropPages({ 'pod.pdf': pdfPage('fault run') });
  // A client created before the environment was set would reach the suite's shared store instead.
  const { dynamodb: client } = await import('#shared/aws/dynamodb');
  const reached = await client.config.endpoint?.();
  expect(`${reached?.protocol}//${reached?.hostname}:${reached?.port}`).toBe(dynamodb.endpoint);
  const { startLocalWorker } = await import('#tools/local-stack/local-worker');
  modules = {
    checks: await import('../support/response-checks'),
    consistency: await import('../support/store-consistency'),
    snapshot: await import('../support/table-snapshot'),
    // Enough attempts and backoff (about 25 s in all) to outlast the outage: a submission
    // whose every attempt meets a stopped database cannot even be marked failed.
    worker: await startLocalWorker({ attempts: 8, backoffMs: 200 }),
  };
}, 120_000);

afterAll(async () => {
  await workload?.stop();
  await modules?.worker.stop();
  await dynamodb?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const successes = (outcomes: readonly Outcome[]) =>
  outcomes.filter((outcome) => outcome.response.status < 300).length;

/** What the workload sends, and which of those succeeded at least once, both sorted. */
const REQUEST_KINDS = ['get itinerary', 'put event', 'put itinerary', 'submit document'];
const succeededKinds = (outcomes: readonly Outcome[]) =>
  [...new Set(outcomes.filter((o) => o.response.status < 300).map((o) => o.operation))].sort();

test('the consistency check sees a torn write', async () => {
  const { storeProblems } = modules.consistency;
  expect(await storeProblems()).toEqual([]);
  const { documentClient } = await import('#shared/aws/dynamodb');
  const { DeleteCommand, PutCommand, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const table = process.env.TABLE_NAME;
  const { Items = [] } = await documentClient.send(new ScanCommand({ TableName: table }));
  const planEntry = Items.find((item) => item.entity === 'PLAN' && item.data.kind === 'shipment-move');
  await documentClient.send(
    new DeleteCommand({ TableName: table, Key: { pk: planEntry?.pk, sk: planEntry?.sk } }),
  );
  expect(await storeProblems()).toEqual([expect.stringMatching(/^missing /)]);
  await documentClient.send(new PutCommand({ TableName: table, Item: planEntry }));
  expect(await storeProblems()).toEqual([]);
});

test('writes during a DynamoDB outage: quick 503s, then recovery, then a consistent store', async () => {
  const { startWriteWorkload } = await import('./support/write-workload');
  const { snapshotTable } = modules.snapshot;
  const versionOf1001 = async () =>
    Number(
      JSON.parse(
        (await snapshotTable()).find((entry) => entry.key === 'SHIPMENT#1001 | SHIPMENT')?.item ?? '{}',
      ).version?.N,
    );
  const versionBefore = await versionOf1001();

  workload = await startWriteWorkload(CLIENTS);
  const running = workload;
  await pollUntil('12 writes before the outage', 30_000, () => successes(running.outcomes) >= 12);

  await dynamodb.stop();
  stoppedAt = Date.now();
  await sleep(2_500);
  restartingAt = Date.now();
  dynamodb = await startDynamoDbLocal(port, dataDir);
  const restartedAt = Date.now();
  // Until every kind has succeeded again, not a count: on a busy machine 12 successes can all be of
  // the quicker kinds, and the check below would fail a store that had recovered.
  await pollUntil('12 successes after the restart, of every kind', 60_000, () => {
    const after = running.outcomes.filter((outcome) => outcome.started > restartedAt);
    return successes(after) >= 12 && succeededKinds(after).length === REQUEST_KINDS.length;
  });
  await workload.stop();

  const { outcomes } = workload;
  const duringOutage = outcomes.filter((o) => o.started >= stoppedAt && o.ended <= restartingAt);
  const afterRestart = outcomes.filter((o) => o.started >= restartedAt);
  console.info(
    `DynamoDB outage: ${outcomes.length} requests, ${duringOutage.length} while down ` +
      `(slowest ${Math.max(...duringOutage.map((o) => o.ended - o.started))} ms), ` +
      `restart took ${restartedAt - restartingAt} ms, ${successes(afterRestart)} successes after it`,
  );

  const { expectSecurityHeaders, expectSpecErrorBody } = modules.checks;
  // Down: every request answered 503 in the spec's shape, quickly.
  expect(duringOutage.length).toBeGreaterThan(CLIENTS);
  const answeredOtherwise = duringOutage
    .filter((outcome) => outcome.response.status !== 503)
    .map(({ operation, response, started, ended }) => ({
      operation,
      status: response.status,
      startedAfterStop: started - stoppedAt,
      endedBeforeRestart: restartingAt - ended,
    }));
  expect(answeredOtherwise).toEqual([]);
  for (const outcome of duringOutage) {
    expectSpecErrorBody(503, outcome.response.body);
    expectSecurityHeaders(outcome.response.headers);
  }
  // Any time: no request hangs, and none fails otherwise than as a dependency, a race or a precondition.
  for (const outcome of outcomes) {
    expect(outcome.ended - outcome.started).toBeLessThan(MAX_REQUEST_MS);
    expect([200, 202, 409, 412, 503]).toContain(outcome.response.status);
  }
  // Back: every kind of write succeeds again.
  expect(succeededKinds(afterRestart)).toEqual(REQUEST_KINDS);

  // No lost update: each 200 is one version; a 503 may or may not have committed before the store died.
  const puts = outcomes.filter((o) => o.operation === 'put itinerary');
  const applied = puts.filter((o) => o.response.status === 200).length;
  const uncertain = puts.filter((o) => o.response.status === 503).length;
  const increments = (await versionOf1001()) - versionBefore;
  // Each 200 names the version it made (its ETag): two alike would be one change answered twice, and
  // a version past the last stored one a change the store lost.
  const madeVersions = puts
    .filter((o) => o.response.status === 200)
    .map((o) => Number(JSON.parse(o.response.headers.etag ?? 'null')));
  expect(new Set(madeVersions).size).toBe(madeVersions.length);
  expect(madeVersions.filter((version) => version > versionBefore + increments)).toEqual([]);
  expect(increments).toBeGreaterThanOrEqual(applied);
  expect(increments).toBeLessThanOrEqual(applied + uncertain);
  // If-Match: never two accepted writes on the same version.
  const acceptedTags = puts.filter((o) => o.ifMatch && o.response.status === 200).map((o) => o.ifMatch);
  expect(new Set(acceptedTags).size).toBe(acceptedTags.length);

  // Every submission settles, and the whole store is consistent.
  const { storeProblems } = modules.consistency;
  await pollUntil(
    'every submission to settle',
    40_000,
    async () => (await storeProblems()).length === 0,
  ).catch(() => {});
  expect(await storeProblems()).toEqual([]);
}, 180_000);
