import { setTimeout as sleep } from 'node:timers/promises';
import { loadOrCreateSecret, mintToken } from '#tools/dev-server/local-tokens';
import type { RunningService } from '#tools/local-stack/dynamodb-local';
import { type DataFate, watchService } from '#tools/local-stack/service-watchdog';
import {
  exitOf,
  type LocalServerProcess,
  startLocalServerProcess,
  stopLocalServers,
  waitForOutput,
} from './support/local-server-process';

/**
 * The local server watches its embedded services. These tests run the local
 * server as `npm start` does, as a child on free ports with a state folder of
 * their own (TMS_LOCAL_STATE_DIR: a developer's `.tms-local/` is never
 * touched), kill its DynamoDB Local JVM and watch what it does; the watchdog's
 * rules (the S3 emulator's too, which runs inside the server and cannot be
 * killed from outside) are checked on stand-in services.
 */

/** Said "at once": generous for a loaded 2-core machine, far below any request timeout. */
const REPORTED_WITHIN_MS = 5_000;
/** The decision's bound for serving again after a death. */
const SERVING_AGAIN_WITHIN_MS = 15_000;
const ITINERARY = '/shipments/1001/itinerary';

afterEach(stopLocalServers);

async function asDispatcher(server: LocalServerProcess, path: string, init: RequestInit = {}) {
  const token = await mintToken(await loadOrCreateSecret(server.stateDir), { role: 'dispatcher' });
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, body: await response.text() };
}

test('kept state: a killed DynamoDB Local is reported at once and restarted, serving the same data within 15 s', async () => {
  const server = await startLocalServerProcess();
  // Written just before the kill: a restart over the kept folder loses nothing.
  const itinerary = JSON.parse((await asDispatcher(server, ITINERARY)).body);
  itinerary.moves[0].events[0].note = 'written just before DynamoDB Local was killed';
  const put = await asDispatcher(server, ITINERARY, { method: 'PUT', body: JSON.stringify(itinerary) });
  expect(put.status).toBe(200);
  const before = await asDispatcher(server, ITINERARY);
  expect(before.body).toContain('written just before DynamoDB Local was killed');

  process.kill(server.dynamodbPid, 'SIGKILL');
  const killedAt = Date.now();
  await waitForOutput(
    server,
    new RegExp(`DynamoDB Local \\(pid ${server.dynamodbPid}\\) died \\(killed by SIGKILL\\): restarting it`),
    REPORTED_WITHIN_MS,
  );
  const reportedMs = Date.now() - killedAt;

  let after = await asDispatcher(server, ITINERARY).catch(() => undefined);
  while (after?.status !== 200 && Date.now() - killedAt < SERVING_AGAIN_WITHIN_MS) {
    await sleep(250);
    after = await asDispatcher(server, ITINERARY).catch(() => undefined);
  }
  const servingAgainMs = Date.now() - killedAt;
  console.info(
    `DynamoDB Local killed: reported after ${reportedMs} ms, serving again after ${servingAgainMs} ms`,
  );
  expect(after).toEqual(before);
  const [, newPid] = await waitForOutput(server, /DynamoDB Local \(pid (\d+)\) is back/, REPORTED_WITHIN_MS);

  // Ctrl-C reaches the whole process group, the new JVM included: an intended stop, not a death.
  const outputBeforeStop = server.output().length;
  process.kill(-(server.child.pid as number), 'SIGINT');
  expect(await exitOf(server)).toEqual([0, null]);
  expect(server.output().slice(outputBeforeStop)).not.toMatch(/died|restarting|stops/);
  expect(() => process.kill(Number(newPid), 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
}, 120_000);

test('--fresh: a killed DynamoDB Local stops the server with a non-zero exit that says its data is lost', async () => {
  const server = await startLocalServerProcess({ flags: ['--fresh'] });
  process.kill(server.dynamodbPid, 'SIGKILL');
  const [code] = await exitOf(server);
  expect(code).toBe(1);
  expect(server.output()).toMatch(
    new RegExp(
      `DynamoDB Local \\(pid ${server.dynamodbPid}\\) died \\(killed by SIGKILL\\): ` +
        'its data was in memory only and is lost\\. The local server stops',
    ),
  );
}, 90_000);

describe('the watchdog on stand-in services', () => {
  interface StandIn extends RunningService {
    die(reason: string): void;
    stopped: boolean;
  }
  const standIn = (): StandIn => {
    let die = (_reason: string) => {};
    const service: StandIn = {
      endpoint: 'http://127.0.0.1:4569',
      died: new Promise((resolve) => {
        die = resolve;
      }),
      die: (reason) => die(reason),
      stopped: false,
      stop: async () => {
        service.stopped = true;
      },
    };
    return service;
  };
  const reports = () => {
    const said = { log: [] as string[], lost: [] as string[] };
    return {
      said,
      reports: { log: (m: string) => said.log.push(m), lost: (m: string) => said.lost.push(m) },
    };
  };
  const kept = (restart: () => Promise<StandIn>): DataFate<StandIn> => ({
    kept: true,
    where: 'the folder',
    restart,
  });

  test('a death with kept data is said at once, then the service is restarted on its port', async () => {
    const first = standIn();
    const restarted: StandIn[] = [];
    const { said, reports: to } = reports();
    const watched = watchService(
      'The S3 emulator',
      first,
      kept(async () => {
        const next = standIn();
        restarted.push(next);
        return next;
      }),
      to,
    );
    first.die('its HTTP server closed');
    await sleep(0);
    expect(said.log).toEqual([
      'The S3 emulator died (its HTTP server closed): restarting it on port 4569 with its data in the folder.',
      expect.stringMatching(/^The S3 emulator is back on port 4569 after \d+\.\d s\.$/),
    ]);
    const [firstRestart] = restarted;
    expect(watched.current()).toBe(firstRestart);
    expect(said.lost).toEqual([]);

    firstRestart?.die('its HTTP server closed'); // watched again after the restart
    await sleep(0);
    expect(said.log).toHaveLength(4);
    expect(watched.current()).toBe(restarted[1]);
  });

  test('a death whose data died with it is reported lost', async () => {
    const first = standIn();
    const { said, reports: to } = reports();
    watchService(
      'The S3 emulator',
      first,
      { kept: false, lost: 'its objects were kept for this run only' },
      to,
    );
    first.die('its HTTP server closed');
    await sleep(0);
    expect(said).toEqual({
      log: [],
      lost: ['The S3 emulator died (its HTTP server closed): its objects were kept for this run only.'],
    });
  });

  test('a restart that fails is reported lost, with why', async () => {
    const first = standIn();
    const { said, reports: to } = reports();
    watchService(
      'DynamoDB Local',
      first,
      kept(() => Promise.reject(new Error('Port 4569 is already in use'))),
      to,
    );
    first.die('exited with code 1');
    await sleep(0);
    expect(said.lost).toEqual([
      'DynamoDB Local died (exited with code 1) and could not be restarted: Port 4569 is already in use',
    ]);
  });

  test('after stopWatching a service stopping is intended: nothing said, nothing restarted', async () => {
    const first = standIn();
    let restarts = 0;
    const { said, reports: to } = reports();
    const watched = watchService(
      'DynamoDB Local',
      first,
      kept(async () => {
        restarts++;
        return standIn();
      }),
      to,
    );
    watched.stopWatching();
    first.die('killed by SIGINT');
    await sleep(0);
    expect(said).toEqual({ log: [], lost: [] });
    expect(restarts).toBe(0);
  });

  test('stop during a restart stops the restarted service', async () => {
    const first = standIn();
    const second = standIn();
    const { reports: to } = reports();
    const watched = watchService(
      'DynamoDB Local',
      first,
      kept(() => sleep(50).then(() => second)),
      to,
    );
    first.die('killed by SIGKILL');
    await sleep(0);
    await watched.stop();
    expect(second.stopped).toBe(true);
  });
});
