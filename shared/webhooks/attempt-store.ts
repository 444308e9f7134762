import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { outputIfConditionHeld } from '#shared/data/conditional-write';
import { dataOf } from '#shared/data/item';
import { deliveryKey, pendingDeliveryKey } from '#shared/webhooks/keys';
import type { AttemptRecord } from './attempt-record';
import type { DeliveryRef, DeliveryStatus, WebhookDelivery } from './delivery-record';

/**
 * Records one attempt of a pending delivery: its count, the receiver's status
 * and the status it leaves the delivery in; a settled resumable delivery loses
 * its pending marker (after the update: a marker left behind by a crash names a
 * settled delivery, which the worker skips, and expires with it). Only a
 * pending delivery changes: a late duplicate cannot undo a `delivered`.
 * Resolves whether it changed.
 */
export async function recordDeliveryAttempt(
  ref: DeliveryRef,
  outcome: {
    status: DeliveryStatus;
    lastResponseStatus: number | null;
    counted: boolean;
    attempt?: AttemptRecord;
  },
): Promise<boolean> {
  const { attempt } = outcome;
  const settles = outcome.status !== 'pending';
  const output = await outputIfConditionHeld(
    documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: deliveryKey(ref),
        UpdateExpression: `SET #data.#status = :status, #data.#last = :last, #data.#attempts = #data.#attempts + :counted${
          attempt ? ', #data.#log = list_append(if_not_exists(#data.#log, :none), :attempt)' : ''
        }`,
        ConditionExpression: '#data.#status = :pending',
        ExpressionAttributeNames: {
          '#data': 'data',
          '#status': 'status',
          '#last': 'lastResponseStatus',
          '#attempts': 'attempts',
          ...(attempt && { '#log': 'attemptLog' }),
        },
        ExpressionAttributeValues: {
          ':status': outcome.status,
          ':last': outcome.lastResponseStatus,
          ':counted': outcome.counted ? 1 : 0,
          ':pending': 'pending',
          ...(attempt && { ':none': [], ':attempt': [attempt] }),
        },
        ...(settles && { ReturnValues: 'ALL_NEW' as const }),
      }),
    ),
  );
  if (output === undefined) return false;
  const updated = output.Attributes;
  if (updated?.resumable === true) {
    await documentClient.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: pendingDeliveryKey(dataOf<WebhookDelivery>(updated)),
      }),
    );
  }
  return true;
}
