import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { batchGetItems } from '#shared/data/batch-get';
import type { Item } from '#shared/data/item';
import { ENTITY, issuedUploadKey } from '#shared/data/keys';
import type { Requester } from './store';

/** One key of the drop bucket that `POST /images/uploads` handed out. */
export interface IssuedUpload {
  bucket: string;
  key: string;
  /** What it was declared for: only a submission of the same context, shipment and type may name it. */
  context: 'SHIPMENT';
  shipmentId: string;
  type: string;
  /** The file declared: the stored object must be exactly this. */
  contentType: string;
  contentLength: number;
  /** Who asked for it: the token's role and its driver id or subject. */
  issuedTo: Requester;
  issuedAt: string;
  /** ISO date-time after which the record may be gone (DynamoDB TTL). */
  keptUntil: string;
}

/** Records an issued key; DynamoDB deletes the record some time after `keptUntil`. */
export async function putIssuedUpload(upload: IssuedUpload): Promise<void> {
  const item: Item<IssuedUpload> & { expiresAtEpoch: number } = {
    ...issuedUploadKey(upload.bucket, upload.key),
    entity: ENTITY.upload,
    data: upload,
    expiresAtEpoch: Math.ceil(Date.parse(upload.keptUntil) / 1000),
  };
  await documentClient.send(new PutCommand({ TableName: config.tableName, Item: item }));
}

/**
 * The records of those keys that were issued and are still kept, in one
 * round trip for up to 100 keys. TTL deletes lazily: an expired record still
 * in the table is left out here.
 */
export async function issuedUploads(bucket: string, keys: readonly string[]): Promise<IssuedUpload[]> {
  const now = Date.now();
  const items = await batchGetItems(
    config.tableName,
    keys.map((key) => issuedUploadKey(bucket, key)),
  );
  return items
    .map((item) => item.data as IssuedUpload)
    .filter((upload) => Date.parse(upload.keptUntil) > now);
}
