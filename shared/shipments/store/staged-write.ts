import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  type DeleteCommandInput,
  PutCommand,
  type PutCommandInput,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { batchGetItems } from '#shared/data/batch-get';
import { mapInWaves } from '#shared/data/batching';
import type { TransactItem } from '#shared/data/commit-marker';
import { compressJson, decompressJson } from '#shared/data/compressed-json';
import { conditionalWrite } from '#shared/data/conditional-write';
import { ConcurrentUpdateError } from '#shared/data/errors';
import { type Item, type ItemKey, keyId, keyOf, type StoredItem } from '#shared/data/item';
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
 * write of the shipment, which gets a 409 (or 412) while the
 * lock is younger than STAGING_TIMEOUT_MS, then marks it aborted (no step of
 * the stopped write can land after that) and rolls the staged items back;
 * after commit, it settles them first. Readers of derived items resolve
 * `staged` with the shipment's version (`resolveStaged`: one BatchGet, only
 * when a staged item is met).
 */

const STAGING_ATTRIBUTE = 'staging';
/** The attribute of a shipment item whose staged write committed and is being settled. */
const SETTLING_ATTRIBUTE = 'settling';
/** The attribute of a derived item written by a staged write not settled yet. */
const STAGED_ATTRIBUTE = 'staged';

/**
 * How long a staged write may hold its lock: past the API's 29 s limit on a
 * request, so that a write still running is never rolled back under it.
 */
export const STAGING_TIMEOUT_MS = 30_000;

/** A staged write of a shipment as its item records it. */
export interface StagedWriteState {
  phase: 'staging' | 'settling';
  token: string;
  version: number;
  startedAt: string;
  keys: ItemKey[];
}

/** What a staged derived item says about itself. */
interface StagedMark {
  shipmentId: string;
  version: number;
  token: string;
  before?: unknown;
  removed?: true;
}

/** The lock (or, after commit, the settling note) on the shipment item. */
interface StoredMark {
  token: string;
  version: number;
  startedAt: string;
  keys: Uint8Array;
  aborted?: true;
}

/** The staged write a shipment item records, if any. */
export function stagedWriteStateOf(item: StoredItem): StagedWriteState | undefined {
  for (const phase of ['staging', 'settling'] as const) {
    const mark = item[phase === 'staging' ? STAGING_ATTRIBUTE : SETTLING_ATTRIBUTE] as StoredMark | undefined;
    if (mark !== undefined) {
      const { token, version, startedAt } = mark;
      return { phase, token, version, startedAt, keys: decompressJson<ItemKey[]>(mark.keys) };
    }
  }
  return undefined;
}

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

/** Sends one transaction; a condition that failed is a lost race when `lostRaceIsConflict`, else false. */
async function transact(items: TransactItem[], lostRaceIsConflict: boolean): Promise<boolean> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    if (lostRaceIsConflict) throw new ConcurrentUpdateError('Another write of the shipment took over.');
    return false;
  }
}

/**
 * What ends a staged write for an item it staged: once committed, its new
 * content without the mark (or nothing, removed); rolled back, its content before.
 */
function endOf(item: StoredItem, phase: StagedWriteState['phase']): Item | undefined {
  const { [STAGED_ATTRIBUTE]: mark, ...plain } = item as StoredItem & { [STAGED_ATTRIBUTE]: StagedMark };
  if (phase === 'settling') return mark.removed ? undefined : (plain as unknown as Item);
  if (mark.removed) return plain as unknown as Item;
  return 'before' in mark ? ({ ...plain, data: mark.before } as Item) : undefined;
}

/**
 * Settles (after commit) or rolls back (before) the items a staged write
 * staged, each only while it still holds that write's mark, then removes the
 * write's mark from the shipment item. Safe to repeat, and to run beside
 * another run of itself.
 */
async function finish(
  guarded: ItemKey,
  state: StagedWriteState,
  staged: readonly (Item | StoredItem)[],
): Promise<void> {
  const TableName = config.tableName;
  const condition = {
    ConditionExpression: '#staged.#token = :token',
    ExpressionAttributeNames: { '#staged': STAGED_ATTRIBUTE, '#token': 'token' },
    ExpressionAttributeValues: { ':token': state.token },
  };
  const writes: TransactItem[] = staged
    .map((item) => item as StoredItem)
    .filter((item) => (item[STAGED_ATTRIBUTE] as StagedMark | undefined)?.token === state.token)
    .map((item) => {
      const end = endOf(item, state.phase);
      return end === undefined
        ? { Delete: { TableName, Key: keyOf(item as unknown as Item), ...condition } }
        : { Put: { TableName, Item: end, ...condition } };
    });
  for (let start = 0; start < writes.length; start += MAX_TRANSACTION_ITEMS) {
    const chunk = writes.slice(start, start + MAX_TRANSACTION_ITEMS);
    if (await transact(chunk, false)) continue;
    // An item another write changed meanwhile is no longer this write's: the others are finished one by one.
    await mapInWaves(chunk, 8, (write) =>
      conditionalWrite(
        write.Put !== undefined
          ? documentClient.send(new PutCommand(write.Put as PutCommandInput))
          : documentClient.send(new DeleteCommand(write.Delete as DeleteCommandInput)),
      ),
    );
  }
  const attribute = state.phase === 'staging' ? STAGING_ATTRIBUTE : SETTLING_ATTRIBUTE;
  await conditionalWrite(
    documentClient.send(
      new UpdateCommand({
        TableName,
        Key: guarded,
        UpdateExpression: 'REMOVE #mark',
        ConditionExpression: '#mark.#token = :token',
        ExpressionAttributeNames: { '#mark': attribute, '#token': 'token' },
        ExpressionAttributeValues: { ':token': state.token },
      }),
    ),
  );
}

/**
 * Before a write of a shipment whose item records a staged write: settles a
 * committed one; rolls back one that stopped before its commit and held its
 * lock past STAGING_TIMEOUT_MS (first marking it aborted, so that none of its
 * steps can land after the rollback read them). A lock still fresh is a
 * ConcurrentUpdateError: the caller retries, or answers 409 (412 with If-Match).
 */
export async function recoverStagedWrite(shipmentId: string, state: StagedWriteState): Promise<void> {
  const guarded = shipmentKey(shipmentId);
  if (state.phase === 'settling') {
    await finish(guarded, state, await batchGetItems(config.tableName, state.keys));
    return;
  }
  if (Date.now() - Date.parse(state.startedAt) < STAGING_TIMEOUT_MS) {
    throw new ConcurrentUpdateError('Another write of the shipment is under way.');
  }
  await rollBack(guarded, state);
}

/**
 * Rolls back a staged write that did not commit: marks its lock aborted (on
 * condition that it is still that write's lock: a committed write has none,
 * and is never rolled back), then restores the items it staged and removes the lock.
 */
async function rollBack(guarded: ItemKey, state: StagedWriteState): Promise<void> {
  const aborted = await conditionalWrite(
    documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: guarded,
        UpdateExpression: 'SET #staging.#aborted = :true',
        ConditionExpression: '#staging.#token = :token',
        ExpressionAttributeNames: { '#staging': STAGING_ATTRIBUTE, '#token': 'token', '#aborted': 'aborted' },
        ExpressionAttributeValues: { ':token': state.token, ':true': true },
      }),
    ),
  );
  if (!aborted) throw new ConcurrentUpdateError('Another write of the shipment recovered it.');
  await finish(guarded, state, await batchGetItems(config.tableName, state.keys));
}

/**
 * Derived items as readers must see them: a staged item is its new content
 * once its shipment is at the staged version, else its content before (or
 * absent). Costs one BatchGet of the shipments, only when a staged item is read.
 */
export async function resolveStaged(items: readonly StoredItem[]): Promise<StoredItem[]> {
  const marks = items.flatMap((item) => {
    const mark = item[STAGED_ATTRIBUTE] as StagedMark | undefined;
    return mark === undefined ? [] : [mark];
  });
  if (marks.length === 0) return [...items];
  const shipments = await batchGetItems(
    config.tableName,
    [...new Set(marks.map((mark) => mark.shipmentId))].map(shipmentKey),
  );
  const versions = new Map(shipments.map((item) => [item.pk, item.version as number]));
  return items.flatMap((item) => {
    const mark = item[STAGED_ATTRIBUTE] as StagedMark | undefined;
    if (mark === undefined) return [item];
    const committed = (versions.get(shipmentKey(mark.shipmentId).pk) ?? 0) >= mark.version;
    const end = endOf(item, committed ? 'settling' : 'staging');
    return end === undefined ? [] : [end as unknown as StoredItem];
  });
}
