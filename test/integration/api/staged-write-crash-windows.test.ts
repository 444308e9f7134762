import { jest } from '@jest/globals';
import type { StoredItem } from '#shared/data/item';
import type { Move } from '#shared/domain/types';
import { STAGING_TIMEOUT_MS } from '#shared/shipments/store/staged-marks';
import {
  expectSettled,
  getItinerary,
  MOVES,
  planned,
  putMoves,
  reassigned,
  STEPS,
  shipmentItem,
  stagedShipmentsOfFile,
  storedDerivedItems,
} from '../../support/staged-shipments';
import { failingDynamoDbCalls, stalledDynamoDbCall } from '../../support/store-faults';

/**
 * The windows of a staged write (shared/shipments/store/staged-write.ts) that
 * staged-writes.test.ts leaves out: a process dying while the marks are cleared
 * after the commit, one dying while it rolls back another write's abandoned
 * lock, and a writer that stalls and resumes after its lock was taken over.
 * Each ends with the table as one version implies it, once the next write ran.
 */

const { stored } = stagedShipmentsOfFile('SWC');

const stagedCount = async (id: string) =>
  [...(await storedDerivedItems(id)).values()].filter((item) => 'staged' in item).length;

/** Moves a lock of now past STAGING_TIMEOUT_MS: as if the write holding it had stopped long ago. */
function lockAbandoned(): void {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + STAGING_TIMEOUT_MS + 1_000);
}

/** Everything the shipment shows is version `etag`, its moves all with `driver`. */
async function expectReadAs(id: string, etag: string, driver: 'D-1' | 'D-2'): Promise<void> {
  const read = await getItinerary(id);
  expect(read.headers.etag).toBe(etag);
  expect(read.body.moves.map((move: Move) => move.driver.id)).toEqual(Array(MOVES).fill(driver));
  expect(await planned(id)).toEqual(driver === 'D-1' ? { d1: MOVES, d2: 0 } : { d1: 0, d2: MOVES });
}

// Lock, stage, stage, commit (4 calls), then settle, settle, and the settling mark's removal.
describe.each([
  ['after the first settle step', 5, true],
  ['after every settle step, before the settling mark is removed', 6, false],
])('a process dying while the marks are cleared, %s', (_, after, itemsStillStaged) => {
  test('leaves version 2 readable everywhere; the next write settles it and succeeds', async () => {
    const { id, moves, toD2 } = await stored();
    const fault = failingDynamoDbCalls(STEPS, { after, times: 1_000 });
    const put = await putMoves(id, toD2).finally(() => fault.remove());
    expect(put.body.data?.failure_messages ?? put.status).toBe(200);

    expect(await shipmentItem(id)).toHaveProperty('settling');
    expect((await stagedCount(id)) > 0).toBe(itemsStillStaged);
    await expectReadAs(id, '"2"', 'D-2');

    const next = await putMoves(id, reassigned(moves, 'D-1', 'T-10'), '"2"');
    expect(next.body.data?.failure_messages ?? next.status).toBe(200);
    await expectReadAs(id, '"3"', 'D-1');
    await expectSettled(id);
  });
});

// The next write rolls an abandoned lock back: marks it aborted, restores the staged items, removes it.
describe.each([
  ['after marking the lock aborted', 1, true],
  ['after restoring the staged items, before the lock is removed', 2, false],
])("a process dying in another write's rollback of an abandoned lock, %s", (_, after, itemsStillStaged) => {
  test('leaves version 1 readable everywhere; a third write finishes the rollback and succeeds', async () => {
    const { id, moves, toD2 } = await stored();
    // The first write dies after its lock and first stage step.
    const dies = failingDynamoDbCalls(STEPS, { after: 2, times: 1_000 });
    expect((await putMoves(id, toD2).finally(() => dies.remove())).status).toBe(500);
    lockAbandoned();

    const next = reassigned(moves, 'D-2', 'T-10');
    const diesInRollback = failingDynamoDbCalls(STEPS, { after, times: 1_000 });
    expect((await putMoves(id, next, '"1"').finally(() => diesInRollback.remove())).status).toBe(500);

    const item = (await shipmentItem(id)) as StoredItem & { staging?: { aborted?: true } };
    expect(item.staging?.aborted).toBe(true);
    expect((await stagedCount(id)) > 0).toBe(itemsStillStaged);
    await expectReadAs(id, '"1"', 'D-1');

    const third = await putMoves(id, next, '"1"');
    expect(third.body.data?.failure_messages ?? third.status).toBe(200);
    await expectReadAs(id, '"2"', 'D-2');
    await expectSettled(id);
  });
});

test('a writer stalled between two stage steps, whose lock another write took over, writes nothing that survives', async () => {
  const { id, moves, toD2 } = await stored();
  // Lock and first stage step go through; the second is held.
  const stall = stalledDynamoDbCall(STEPS, { after: 2 });
  const stalledWrite = putMoves(id, toD2, '"1"');
  await stall.stalled;

  // Long enough later, another write finds the lock abandoned, rolls it back and stores its own change.
  lockAbandoned();
  const next = reassigned(moves, 'D-2', 'T-10');
  const takeover = await putMoves(id, next, '"1"');
  expect(takeover.body.data?.failure_messages ?? takeover.status).toBe(200);

  // The stalled writer resumes: its step is refused (the lock is not its own), and so is its change.
  stall.resume();
  const late = await stalledWrite.finally(() => stall.remove());
  expect(late.status).toBe(412);

  const read = await getItinerary(id);
  expect(read.headers.etag).toBe('"2"');
  expect(read.body.moves.map((move: Move) => [move.driver.id, move.powerUnit?.id])).toEqual(
    Array(MOVES).fill(['D-2', 'T-10']),
  );
  await expectSettled(id);
});
