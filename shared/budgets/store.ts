import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { StoredItem } from '#shared/data/item';
import { BUDGET_ENTITIES, type BudgetedCaller, budgetKey } from './keys';
import type { BucketState, BudgetPolicy } from './token-bucket';

/**
 * The request budgets' data access (docs/data-model.md, "budget"). Access
 * patterns, all by the caller's key, none indexed:
 * - lease: one conditional UpdateItem on the version an instance last saw; when
 *   another instance moved the bucket since, the refusal hands back the item as
 *   it is (`ReturnValuesOnConditionCheckFailure`), so a lease never reads first;
 * - refresh: one strongly consistent GetItem, when an instance refusing a
 *   caller has not seen the bucket for a while (an operator may have raised it);
 * - set a policy: the operator's UpdateItem of `rate` and `burst`.
 */

/** A bucket as an instance last saw it: the version its next lease is conditioned on. */
export interface SeenBucket {
  state: BucketState | undefined;
  version: number;
  /** The caller's own policy, when an operator set one. */
  policy: BudgetPolicy | undefined;
}

/** An idle caller's bucket (without a policy of its own) is dropped by TTL a day after its last lease. */
const IDLE_BUCKET_TTL_SECONDS = 24 * 60 * 60;

/** The bucket no instance has written: version 0, no item. */
export const UNSEEN_BUCKET: SeenBucket = { state: undefined, version: 0, policy: undefined };

function seenBucketOf(item: StoredItem | undefined): SeenBucket {
  if (item === undefined) return UNSEEN_BUCKET;
  const { tokens, refilledAt, version, rate, burst } = item as Record<string, number | undefined>;
  return {
    state: tokens === undefined || refilledAt === undefined ? undefined : { tokens, refilledAt },
    version: version ?? 0,
    policy: rate === undefined || burst === undefined ? undefined : { rate, burst },
  };
}

/**
 * Writes the bucket after a lease, if it is still the version `seen`: the new
 * version, or the bucket as it now is when another writer came first.
 */
export async function writeLease(
  caller: BudgetedCaller,
  seen: SeenBucket,
  state: BucketState,
): Promise<{ written: true; version: number } | { written: false; current: SeenBucket }> {
  const version = seen.version + 1;
  const expires =
    seen.policy === undefined ? Math.ceil(state.refilledAt / 1000) + IDLE_BUCKET_TTL_SECONDS : undefined;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: budgetKey(caller),
        UpdateExpression: `SET entity = :entity, tokens = :tokens, refilledAt = :refilledAt, version = :version${expires === undefined ? '' : ', expiresAtEpoch = :expires'}`,
        ConditionExpression: seen.version === 0 ? 'attribute_not_exists(pk)' : 'version = :seen',
        ExpressionAttributeValues: {
          ':entity': BUDGET_ENTITIES.budget,
          ':tokens': state.tokens,
          ':refilledAt': state.refilledAt,
          ':version': version,
          ...(seen.version === 0 ? {} : { ':seen': seen.version }),
          ...(expires === undefined ? {} : { ':expires': expires }),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { written: true, version };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return { written: false, current: seenBucketOf(error.Item && unmarshall(error.Item)) };
  }
}

/** The bucket as it is now (a consistent read). */
export async function readBucket(caller: BudgetedCaller): Promise<SeenBucket> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: config.tableName, Key: budgetKey(caller), ConsistentRead: true }),
  );
  return seenBucketOf(Item);
}

/**
 * Gives a caller a policy of its own, keeping its tokens; the new version makes
 * every instance's next lease see it. The item then no longer expires.
 */
export async function setBudgetPolicy(caller: BudgetedCaller, policy: BudgetPolicy): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: budgetKey(caller),
      UpdateExpression:
        'SET entity = :entity, rate = :rate, burst = :burst ADD version :one REMOVE expiresAtEpoch',
      ExpressionAttributeValues: {
        ':entity': BUDGET_ENTITIES.budget,
        ':rate': policy.rate,
        ':burst': policy.burst,
        ':one': 1,
      },
    }),
  );
}
