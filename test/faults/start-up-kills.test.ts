import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { pollUntil } from '#tools/deadline';
import { loadOrCreateSecret, mintToken } from '#tools/dev-server/local-tokens';
import {
  exitOf,
  freePorts,
  type LocalServerProcess,
  STARTED_WITHIN_MS,
  startLocalServerProcess,
  stopLocalServers,
  waitForOutput,
} from './support/local-server-process';

/**
 * DynamoDB Local killed at each stage of `npm start` (scripts/start.ts says
 * each as it begins): with kept state the JVM is started again and every
 * part of the server starts, serving the data it had; with --fresh the
 * server stops saying why.
 */

afterEach(stopLocalServers);

/** Where in start-up the JVM is killed: as it starts, or when the server says a stage begins. */
const STAGES: [string, RegExp | 'jvm starting'][] = [
  ['while the JVM starts', 'jvm starting'],
  ['at the table check', /Starting: the table and buckets/],
  ['while the data loads', /Starting: loading/],
  ['as the document worker starts', /Starting: the document worker/],
  ['as webhook deliveries start', /Starting: webhook deliveries/],
  ['as the event stream starts', /Starting: the event stream/],
];

/** The DynamoDB Local JVM listening on `port`, by its command line. */
async function jvmOn(port: number): Promise<number | undefined> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const args = command.split('\0');
    if (args.some((arg) => arg.includes('DynamoDBLocal.jar')) && args.includes(String(port))) {
      return Number(entry);
    }
  }
  return undefined;
}

/** Starts the server and kills its JVM at `stage`; resolves the server and when the kill was. */
async function killedAt(stage: RegExp | 'jvm starting', flags: string[]) {
  const [api, s3, dynamodb] = await freePorts(3);
  const ports = { api: api!, s3: s3!, dynamodb: dynamodb! };
  const server = await startLocalServerProcess({ ports, flags, ready: false });
  if (stage !== 'jvm starting') await waitForOutput(server, stage, STARTED_WITHIN_MS);
  const pid = await pollUntil('the DynamoDB Local JVM', STARTED_WITHIN_MS, () => jvmOn(ports.dynamodb), {
    intervalMs: 20,
  });
  process.kill(pid, 'SIGKILL');
  return { server, killed: Date.now() };
}

async function itinerary(server: LocalServerProcess) {
  const token = await mintToken(await loadOrCreateSecret(server.stateDir), { role: 'dispatcher' });
  return fetch(`${server.url}/shipments/1001/itinerary`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(5_000),
  }).then(
    (response) => response.status,
    () => undefined,
  );
}

describe.each(STAGES)('DynamoDB Local killed %s', (_, stage) => {
  test('kept state: the server starts every part and serves', async () => {
    const { server, killed } = await killedAt(stage, []);
    await waitForOutput(server, /TMS API ready/, STARTED_WITHIN_MS);
    let status = await itinerary(server);
    while (status !== 200 && Date.now() - killed < STARTED_WITHIN_MS) {
      await sleep(250);
      status = await itinerary(server);
    }
    console.info(`DynamoDB Local killed ${_}: serving ${Date.now() - killed} ms after the kill`);
    expect(status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});

describe.each(STAGES.filter((_, index) => index % 2 === 0))(
  '--fresh, DynamoDB Local killed %s',
  (_, stage) => {
    test('the server stops, saying why', async () => {
      const { server } = await killedAt(stage, ['--fresh']);
      const [code] = await exitOf(server);
      expect(code).toBe(1);
      expect(server.output()).toMatch(
        /DynamoDB Local was killed \(SIGKILL\) before it was ready|died \(killed by SIGKILL\): its data was in memory only and is lost\. The local server stops/,
      );
    }, 180_000);
  },
);
