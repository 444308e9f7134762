import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { compressJson } from '#shared/data/compressed-json';
import { conditionalWrite } from '#shared/data/conditional-write';
import { ConcurrentUpdateError } from '#shared/data/errors';
import { type Item, type ItemKey, keyId, keyOf } from '#shared/data/item';
import { type ExtraGuard, writeIfVersionUnchanged } from '#shared/data/transact';
import {
  assertWithinWriteLimits,
  fitsOneTransaction,
  itemSizeBound,
  MAX_TRANSACTION_BYTES,
  MAX_TRANSACTION_ITEMS,
} from '#shared/data/write-limits';
import { logger } from '#shared/observability/logger';
import { shipmentKey } from '#shared/shipments/store/keys';
import {
  finish,
  rollBack,
  SETTLING_ATTRIBUTE,
  STAGED_ATTRIBUTE,
  STAGING_ATTRIBUTE,
  STAGING_TIMEOUT_MS,
  type StagedMark,
  type StoredMark,
  transact,
} from '#shared/shipments/store/staged-marks';

/**
 * A change of a shipment too large for one transaction (more than 100 items,
 * or 4 MB: a first store of 200 assigned moves, a tractor reassigned on every
 * move) is written in steps, so that every change the bounds allow is stored.
 * Only derived items (plan entries, equipment uses) are ever staged: the
 * shipment item, its pages and the version record always fit one transaction.
 *
 * 1. Lock: the shipment item gets `staging` (a token, the version being
 *    written, when it started, the keys it will stage), on condition that it
 *    is still at the version read and no other write is staged.
 * 2. Stage: the derived items are written in transactions of up to 100 items,
 *    each on condition that the lock is still this write's, not aborted and
 *    not older than STAGING_TIMEOUT_MS. A staged item holds its new content and
 *    `staged`: the shipment, the version, the token, and what it held before
 *    (`before`), or that it is being removed (`removed`).
 * 3. Commit: one transaction writes the shipment item at the new version (its
 *    lock replaced by `settling`), the changed pages and the version record,
 *    on the same condition. The shipment's version is the commit point: a
 *    staged item reads as its new content once the shipment is at its version,
 *    as its old content (or as absent) before.
 * 4. Settle: the staged items lose `staged` (the removed ones are deleted),
 *    then `settling` is removed.
 *
 * A write that stops between steps leaves nothing a reader sees half done.
 * One that fails before its commit (a call refused or lost) rolls its steps
 * back itself. A process that dies before the commit leaves that to the next
 * write of the shipment, which gets a 409 (with Retry-After) while the
 * lock is younger than STAGING_TIMEOUT_MS, then marks it aborted (no step of
 * the stopped write can land after that) and rolls the staged items back;
 * after commit, it settles them first. Readers of derived items resolve
 * `staged` with the shipment's version (`resolveStaged`: one BatchGet, only
 * when a staged item is met).
 */

/** A change of a shipment: its item and pages, the derived items, the new items (a version record). */
export interface ShipmentChange {
  shipmentId: string;
  /** The version written. */
  version: number;
  expectedVersion: number;
  expectedIndexKey: { gsi1sk: string | undefined };
  state: { puts: readonly Item[]; deletes: readonly ItemKey[] };
  derived: { puts: readonly Item[]; deletes: readonly ItemKey[] };
  /** The derived items as they were before the change. */
  previousDerived: readonly Item[];
  creates: readonly Item[];
}

/** No staged write holds the shipment. */
const NOT_STAGING: ExtraGuard = {
  expression: 'attribute_not_exists(#staging)',
  names: { '#staging': STAGING_ATTRIBUTE },
};

/** The lock is still this write's, not aborted, and young enough: a stopped write's late steps never land. */
const lockHeldBy = (token: string): ExtraGuard => ({
  expression:
    '#staging.#token = :token AND attribute_not_exists(#staging.#aborted) AND #staging.#startedAt > :staleBefore',
  names: {
    '#staging': STAGING_ATTRIBUTE,
    '#token': 'token',
    '#aborted': 'aborted',
    '#startedAt': 'startedAt',
  },
  values: { ':token': token, ':staleBefore': new Date(Date.now() - STAGING_TIMEOUT_MS).toISOString() },
});

/**
 * Writes `change` in one transaction when it fits one (every ordinary edit),
 * else in steps (above). Fails with ConcurrentUpdateError when the shipment
 * changed since it was read or another write of it is staged.
 */
export async function writeShipmentChange(change: ShipmentChange): Promise<void> {
  const guarded = shipmentKey(change.shipmentId);
  const puts = [...change.state.puts, ...change.derived.puts];
  const deletes = [...change.state.deletes, ...change.derived.deletes];
  // The guard and a keyed request's marker take one item each.
  const count = puts.length + deletes.length + change.creates.length + 2;
  if (fitsOneTransaction(count, [...puts, ...change.creates])) {
    await writeIfVersionUnchanged(
      guarded,
      change.expectedVersion,
      { puts, deletes, creates: change.creates },
      change.expectedIndexKey,
      NOT_STAGING,
    );
    return;
  }
  await writeInSteps(guarded, change);
}

async function writeInSteps(guarded: ItemKey, change: ShipmentChange): Promise<void> {
  const token = randomUUID();
  const previous = new Map(change.previousDerived.map((item) => [keyId(item), item]));
  const mark = { shipmentId: change.shipmentId, version: change.version, token };
  const staged: Item[] = [
    ...change.derived.puts.map((item) => {
      const before = previous.get(keyId(item));
      return withMark(item, { ...mark, ...(before !== undefined && { before: before.data }) });
    }),
    ...change.derived.deletes.map((key) => withMark(previous.get(keyId(key))!, { ...mark, removed: true })),
  ];
  const lockMark: StoredMark = {
    token,
    version: change.version,
    // The clock every lock's age is measured with (`lockHeldBy`, `recoverStagedWrite`).
    startedAt: new Date(Date.now()).toISOString(),
    keys: compressJson(staged.map(keyOf)),
  };
  await lock(guarded, change, lockMark);
  try {
    await stageAndCommit(guarded, change, token, staged, lockMark);
  } catch (error) {
    // A write that fails before its commit undoes its own steps at once: the next write need not wait
    // for the lock to age. Only a process that dies leaves that to the next write.
    const state = { ...lockMark, phase: 'staging' as const, keys: staged.map(keyOf) };
    await rollBack(guarded, state).catch((rollbackError: unknown) =>
      logger.warn('A staged write that failed is left to roll back by the next write of its shipment', {
        shipmentId: change.shipmentId,
        version: change.version,
        error: rollbackError,
      }),
    );
    throw error;
  }
  // Committed: what is left is tidying, which the next write of the shipment completes if this one stops.
  await finish(
    guarded,
    { phase: 'settling', token, version: change.version, startedAt: '', keys: [] },
    staged,
  ).catch((error: unknown) =>
    logger.warn('A committed staged write was left to settle by the next write of its shipment', {
      shipmentId: change.shipmentId,
      version: change.version,
      error,
    }),
  );
}

/** Steps 2 and 3: the derived items in transactions, then the commit, each while the lock is this write's. */
async function stageAndCommit(
  guarded: ItemKey,
  change: ShipmentChange,
  token: string,
  staged: readonly Item[],
  lockMark: StoredMark,
): Promise<void> {
  for (const chunk of transactionChunks(staged, 1)) {
    const { expression, names, values } = lockHeldBy(token);
    await transact(
      [
        ...chunk.map((item) => ({ Put: { TableName: config.tableName, Item: item } })),
        {
          ConditionCheck: {
            TableName: config.tableName,
            Key: guarded,
            ConditionExpression: expression,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
      ],
      true,
    );
  }
  const { aborted: _, ...settling } = lockMark;
  await writeIfVersionUnchanged(
    guarded,
    change.expectedVersion,
    {
      puts: change.state.puts.map((item) =>
        keyId(item) === keyId(guarded) ? { ...item, [SETTLING_ATTRIBUTE]: settling } : item,
      ),
      deletes: change.state.deletes,
      creates: change.creates,
    },
    change.expectedIndexKey,
    lockHeldBy(token),
  );
}

const withMark = (item: Item, mark: StagedMark): Item => ({ ...item, [STAGED_ATTRIBUTE]: mark }) as Item;

async function lock(guarded: ItemKey, change: ShipmentChange, mark: StoredMark): Promise<void> {
  const { gsi1sk } = change.expectedIndexKey;
  const locked = await conditionalWrite(
    documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: guarded,
        UpdateExpression: 'SET #staging = :mark',
        ConditionExpression: `#version = :expected AND attribute_not_exists(#staging) AND ${
          gsi1sk === undefined ? 'attribute_not_exists(gsi1sk)' : 'gsi1sk = :indexKey'
        }`,
        ExpressionAttributeNames: { '#staging': STAGING_ATTRIBUTE, '#version': 'version' },
        ExpressionAttributeValues: {
          ':mark': mark,
          ':expected': change.expectedVersion,
          ...(gsi1sk !== undefined && { ':indexKey': gsi1sk }),
        },
      }),
    ),
  );
  if (!locked) throw new ConcurrentUpdateError('The shipment changed since it was read.');
}

/** `items` cut into transactions within DynamoDB's limits, `reserved` items left for each. */
function transactionChunks<T extends Item>(items: readonly T[], reserved: number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    assertWithinWriteLimits(1, [item]);
    const size = itemSizeBound(item);
    if (current.length + reserved >= MAX_TRANSACTION_ITEMS || bytes + size > MAX_TRANSACTION_BYTES) {
      chunks.push(current);
      [current, bytes] = [[], 0];
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
