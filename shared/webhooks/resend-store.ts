import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { conditionalWrite } from '#shared/data/conditional-write';
import { getItem } from '#shared/data/get-item';
import { dataOf } from '#shared/data/item';
import { deliveryKey, deliveryKeyById } from '#shared/webhooks/keys';
import type { DeliveryRef, WebhookDelivery } from './delivery-record';
import { pendingMarker, refOf } from './store';

/**
 * The subscription's delivery with this id (its `webhook-id`), or undefined
 * (none, another subscription's, or expired): one Get, its key being the two.
 */
export async function findDelivery(
  subscriptionId: string,
  deliveryId: string,
): Promise<DeliveryRef | undefined> {
  const item = await getItem(deliveryKeyById(subscriptionId, deliveryId));
  return item === undefined ? undefined : refOf(dataOf<WebhookDelivery>(item));
}

/**
 * A resend: the recorded delivery pending again, whatever its status, so that
 * the next attempt is made and recorded beside the earlier ones (its count and
 * log go on). A resumable delivery (in-process queue) is marked pending first,
 * so that a stop between the two writes leaves a marker of a settled delivery,
 * which the worker skips, never a pending delivery nobody resumes. Resolves the
 * delivery as reopened, or undefined when it is gone (expired meanwhile).
 */
export async function reopenDelivery(ref: DeliveryRef): Promise<WebhookDelivery | undefined> {
  const item = await getItem(deliveryKey(ref));
  if (item === undefined) return undefined;
  const delivery = dataOf<WebhookDelivery>(item);
  const TableName = config.tableName;
  if (item.resumable === true) {
    await documentClient.send(new PutCommand({ TableName, Item: pendingMarker(delivery) }));
  }
  const reopened = await conditionalWrite(
    documentClient.send(
      new UpdateCommand({
        TableName,
        Key: deliveryKey(ref),
        UpdateExpression: 'SET #data.#status = :pending',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#data': 'data', '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      }),
    ),
  );
  return reopened ? { ...delivery, status: 'pending' } : undefined;
}
