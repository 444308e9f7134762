import { jest } from '@jest/globals';
import type { Move } from '#shared/domain/types';
import { STAGING_TIMEOUT_MS } from '#shared/shipments/store/staged-marks';
import { itineraryBody, SMALL_DATA_FLEET, storeAssignedItinerary } from '../../support/assigned-itineraries';
import {
  expectSettled,
  getItinerary,
  MOVES,
  movesFrom,
  planned,
  putMoves,
  reassigned,
  STEPS,
  stagedShipmentsOfFile,
  storedDerivedItems,
} from '../../support/staged-shipments';
import { failingDynamoDbCalls } from '../../support/store-faults';

/**
 * A change larger than one transaction (here: 30 assigned moves moved to
 * another driver and tractor, about 180 derived items) is written in steps
 * with the shipment's version as commit point (shared/shipments/store/staged-write.ts).
 * A process dying after any step leaves the old version readable everywhere,
 * and the next write of the shipment succeeds.
 */

const { nextId, stored } = stagedShipmentsOfFile('SW');

/** Their PUT body's moves. */
const bodyOf = (count: number, day: number) =>
  itineraryBody(movesFrom(count, day), SMALL_DATA_FLEET.route).moves;

test('a change of about 180 items is stored in steps, and reads as one version', async () => {
  const { id, toD2 } = await stored();
  const put = await putMoves(id, toD2);
  expect(put.body.data?.failure_messages ?? put.status).toBe(200);
  expect(put.headers.etag).toBe('"2"');
  expect((await getItinerary(id)).body.moves.map((move: Move) => move.driver.id)).toEqual(
    Array(MOVES).fill('D-2'),
  );
  expect(await planned(id)).toEqual({ d1: 0, d2: MOVES });
  await expectSettled(id);
  // And back: the write after a staged one is as any other.
  const back = await putMoves(id, reassigned(toD2, 'D-1', 'T-10'), '"2"');
  expect(back.status).toBe(200);
  expect(await planned(id)).toEqual({ d1: MOVES, d2: 0 });
  await expectSettled(id);
});

describe.each([
  ['after the lock', 1, false],
  ['after the first stage step', 2, false],
  ['after every stage step, before the commit', 3, false],
  ['after the commit, before settling', 4, true],
])('a process dying %s', (_, after, committed) => {
  test(`leaves version ${committed ? 2 : 1} readable everywhere; the next write succeeds and leaves nothing behind`, async () => {
    const { id, moves, toD2 } = await stored();
    // Every write from step `after` on fails, as when the process died there: nothing of it runs.
    const fault = failingDynamoDbCalls(STEPS, { after, times: 1_000 });
    const put = await putMoves(id, toD2).finally(() => fault.remove());
    expect(put.status).toBe(committed ? 200 : 500);

    const read = await getItinerary(id);
    expect(read.headers.etag).toBe(committed ? '"2"' : '"1"');
    expect(read.body.moves.map((move: Move) => move.driver.id)).toEqual(
      Array(MOVES).fill(committed ? 'D-2' : 'D-1'),
    );
    expect(await planned(id)).toEqual(committed ? { d1: 0, d2: MOVES } : { d1: MOVES, d2: 0 });

    const version = committed ? '"2"' : '"1"';
    const next = reassigned(moves, 'D-2', 'T-10');
    if (!committed) {
      // The stopped write's lock holds the shipment until it is older than any request can run; the
      // tag the client read is still current, so the answer says the shipment is busy, not stale.
      for (const blocked of [await putMoves(id, next, version), await putMoves(id, next)]) {
        expect(blocked.status).toBe(409);
        expect(blocked.body.message).toMatch(
          /^The shipment is being changed by another request; retry in \d+ seconds\.$/,
        );
        const retryAfter = Number(blocked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(STAGING_TIMEOUT_MS / 1_000);
      }
      expect((await putMoves(id, next, '"0"')).status).toBe(412);
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + STAGING_TIMEOUT_MS + 1_000);
    }
    const retried = await putMoves(id, next, version);
    expect(retried.body.data?.failure_messages ?? retried.status).toBe(200);
    expect(await planned(id)).toEqual({ d1: 0, d2: MOVES });
    await expectSettled(id);
  });
});

test('200 assigned moves (800 derived items) replacing one are stored, and then removed again', async () => {
  const { id } = nextId();
  await storeAssignedItinerary(id, movesFrom(1, 300));
  const put = await putMoves(id, bodyOf(200, 301));
  expect(put.body.data?.failure_messages ?? put.status).toBe(200);
  await expectSettled(id);
  expect((await storedDerivedItems(id)).size).toBe(800);
  const back = await putMoves(id, bodyOf(1, 300), '"2"');
  expect(back.body.data?.failure_messages ?? back.status).toBe(200);
  await expectSettled(id);
  expect((await storedDerivedItems(id)).size).toBe(4);
});

test('a staged write whose one call fails before its commit rolls itself back: the next write succeeds at once', async () => {
  const { id, moves, toD2 } = await stored();
  const fault = failingDynamoDbCalls(STEPS, { after: 2, times: 1 });
  const put = await putMoves(id, toD2).finally(() => fault.remove());
  expect(put.status).toBe(500);
  expect(await planned(id)).toEqual({ d1: MOVES, d2: 0 });
  await expectSettled(id);
  const retried = await putMoves(id, reassigned(moves, 'D-2', 'T-10'), '"1"');
  expect(retried.body.data?.failure_messages ?? retried.status).toBe(200);
  await expectSettled(id);
});

test('of two staged writes from the same version, one is stored and the other gets 409 while it is under way, or 412 after', async () => {
  const { id, toD2 } = await stored();
  const results = await Promise.all([
    putMoves(id, toD2, '"1"'),
    putMoves(id, reassigned(toD2, 'D-2', 'T-10'), '"1"'),
  ]);
  const [stored_, refused] = results.sort((a, b) => a.status - b.status);
  expect(stored_!.status).toBe(200);
  expect([409, 412]).toContain(refused!.status);
  if (refused!.status === 409) expect(refused!.headers['retry-after']).toBeDefined();
  await expectSettled(id);
});
