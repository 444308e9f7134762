import { setTimeout as sleep } from 'node:timers/promises';
import { loadOrCreateSecret, mintToken } from '#tools/dev-server/local-tokens';
import {
  type LocalServerProcess,
  startLocalServerProcess,
  stopLocalServers,
  waitForOutput,
} from './support/local-server-process';

/**
 * DynamoDB Local killed at random moments while the local server serves a
 * stream of itinerary writes (kept state). After each kill the server serves
 * again within the decision's 15 s, and no write it acknowledged is lost: the
 * itinerary ends with the last acknowledged note, or a later one whose answer
 * the kill cut off. The moments come from a seed the test prints (set
 * TMS_KILL_SEED to replay one).
 */

const KILLS = 3;
const SERVING_AGAIN_WITHIN_MS = 15_000;
const ITINERARY = '/shipments/1001/itinerary';

afterEach(stopLocalServers);

/** A small seeded generator (mulberry32): the same seed gives the same moments. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function request(server: LocalServerProcess, token: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${ITINERARY}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
}

/** Writes numbered notes one after another (read, then PUT with If-Match) until stopped. */
function noteWriter(server: LocalServerProcess, token: string) {
  const acknowledged: number[] = [];
  const attempted: number[] = [];
  let stopped = false;
  const running = (async () => {
    for (let note = 1; !stopped; note += 1) {
      try {
        const read = await request(server, token);
        if (read.status !== 200 || read.etag === null) {
          await sleep(100);
          continue;
        }
        const itinerary = JSON.parse(read.body);
        itinerary.moves[0].events[0].note = `note ${note}`;
        attempted.push(note);
        const put = await request(server, token, {
          method: 'PUT',
          body: JSON.stringify(itinerary),
          headers: { 'if-match': read.etag },
        });
        if (put.status === 200) acknowledged.push(note);
      } catch {
        // The store is down or the answer was cut off: the next turn tries again.
        await sleep(100);
      }
    }
  })();
  return {
    acknowledged,
    attempted,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

test('DynamoDB Local killed at random moments of service: each time serving again within 15 s, no acknowledged write lost', async () => {
  const seed = Number(process.env.TMS_KILL_SEED ?? Date.now() % 1_000_000);
  console.info(`service kills: seed ${seed} (TMS_KILL_SEED=${seed} replays these moments)`);
  const random = seeded(seed);
  const server = await startLocalServerProcess();
  const token = await mintToken(await loadOrCreateSecret(server.stateDir), { role: 'dispatcher' });
  const writer = noteWriter(server, token);
  let jvm = server.dynamodbPid;
  const servingAgainMs: number[] = [];

  for (let kill = 1; kill <= KILLS; kill += 1) {
    // A moment in the middle of the writes: some acknowledged, some under way.
    const acknowledgedBefore = writer.acknowledged.length;
    await sleep(300 + Math.floor(random() * 2_500));
    process.kill(jvm, 'SIGKILL');
    const killedAt = Date.now();
    const [, back] = await waitForOutput(
      server,
      new RegExp(`DynamoDB Local \\(pid ${jvm}\\) died[\\s\\S]*DynamoDB Local \\(pid (\\d+)\\) is back`),
      SERVING_AGAIN_WITHIN_MS,
    );
    jvm = Number(back);
    // Serving again: the writer's own writes are acknowledged after the kill.
    while (
      writer.acknowledged.length === acknowledgedBefore &&
      Date.now() - killedAt < SERVING_AGAIN_WITHIN_MS
    )
      await sleep(50);
    servingAgainMs.push(Date.now() - killedAt);
    expect(writer.acknowledged.length).toBeGreaterThan(acknowledgedBefore);
  }
  await writer.stop();
  console.info(
    `service kills: serving again ${servingAgainMs.join(', ')} ms after each kill; ${writer.acknowledged.length} writes acknowledged`,
  );
  expect(Math.max(...servingAgainMs)).toBeLessThanOrEqual(SERVING_AGAIN_WITHIN_MS);

  const last = writer.acknowledged.at(-1) as number;
  const final = JSON.parse((await request(server, token)).body).moves[0].events[0].note as string;
  const finalNote = Number(final.replace('note ', ''));
  // The last acknowledged note, or one attempted after it whose answer a kill cut off: never an older one.
  expect(writer.attempted).toContain(finalNote);
  expect(finalNote).toBeGreaterThanOrEqual(last);
  expect(server.child.exitCode).toBeNull();
}, 180_000);
