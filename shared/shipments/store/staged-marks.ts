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
import { decompressJson } from '#shared/data/compressed-json';
import { conditionalWrite } from '#shared/data/conditional-write';
import { ConcurrentUpdateError, WriteUnderWay } from '#shared/data/errors';
import { type Item, type ItemKey, keyOf, type StoredItem } from '#shared/data/item';
import { MAX_TRANSACTION_ITEMS } from '#shared/data/write-limits';
import { shipmentKey } from '#shared/shipments/store/keys';

/**
 * The marks a staged write (`staged-write.ts`) leaves, and what ends them: the
 * lock (`staging`, `aborted` once another write took it over), the note of a
 * committed write still settling (`settling`), and each derived item's
 * `staged` mark. A write that meets a mark settles a committed write or rolls
 * back an abandoned one (`recoverStagedWrite`); a reader resolves a staged
 * item by its shipment's version (`resolveStaged`).
 */

export const STAGING_ATTRIBUTE = 'staging';
/** The attribute of a shipment item whose staged write committed and is being settled. */
export const SETTLING_ATTRIBUTE = 'settling';
/** The attribute of a derived item written by a staged write not settled yet. */
export const STAGED_ATTRIBUTE = 'staged';

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
export interface StagedMark {
  shipmentId: string;
  version: number;
  token: string;
  before?: unknown;
  removed?: true;
}

/** The lock (or, after commit, the settling note) on the shipment item. */
export interface StoredMark {
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

/** Sends one transaction; a condition that failed is a lost race when `lostRaceIsConflict`, else false. */
export async function transact(items: TransactItem[], lostRaceIsConflict: boolean): Promise<boolean> {
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
export async function finish(
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
 * WriteUnderWay, with the time until it can be taken over.
 */
export async function recoverStagedWrite(shipmentId: string, state: StagedWriteState): Promise<void> {
  const guarded = shipmentKey(shipmentId);
  if (state.phase === 'settling') {
    await finish(guarded, state, await batchGetItems(config.tableName, state.keys));
    return;
  }
  const age = Date.now() - Date.parse(state.startedAt);
  if (age < STAGING_TIMEOUT_MS) {
    throw new WriteUnderWay('Another write of the shipment is under way.', STAGING_TIMEOUT_MS - age);
  }
  await rollBack(guarded, state);
}

/**
 * Rolls back a staged write that did not commit: marks its lock aborted (on
 * condition that it is still that write's lock: a committed write has none,
 * and is never rolled back), then restores the items it staged and removes the lock.
 */
export async function rollBack(guarded: ItemKey, state: StagedWriteState): Promise<void> {
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
