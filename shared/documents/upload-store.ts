import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { batchGetItems } from '#shared/data/batch-get';
import { commitMarkerItems } from '#shared/data/commit-marker';
import type { Item } from '#shared/data/item';
import { DOCUMENT_ENTITIES, issuedUploadKey } from '#shared/documents/keys';
import { type DocumentSubmission, type Requester, submissionToItem } from './store';

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
  /** The id of the submission that named it first: a key is submitted once, and its record is then kept. */
  submittedIn?: string;
}

/** Records an issued key; DynamoDB deletes the record some time after `keptUntil`, unless it was submitted. */
export async function putIssuedUpload(upload: IssuedUpload): Promise<void> {
  const item: Item<IssuedUpload> & { expiresAtEpoch: number } = {
    ...issuedUploadKey(upload.bucket, upload.key),
    entity: DOCUMENT_ENTITIES.upload,
    data: upload,
    expiresAtEpoch: Math.ceil(Date.parse(upload.keptUntil) / 1000),
  };
  await documentClient.send(new PutCommand({ TableName: config.tableName, Item: item }));
}

/**
 * The records of those keys that were issued and are still kept, in one
 * round trip for up to 100 keys: within their keeping time, or submitted (a
 * submitted key stays taken for as long as its object may be named). TTL
 * deletes lazily: an expired record still in the table is left out here.
 */
export async function issuedUploads(bucket: string, keys: readonly string[]): Promise<IssuedUpload[]> {
  const now = Date.now();
  const items = await batchGetItems(
    config.tableName,
    keys.map((key) => issuedUploadKey(bucket, key)),
  );
  return items
    .map((item) => item.data as IssuedUpload)
    .filter((upload) => upload.submittedIn !== undefined || Date.parse(upload.keptUntil) > now);
}

/** The upload keys a submission names were submitted by another one already: `key` is the first of them. */
export class UploadSubmittedAlready extends Error {
  constructor(readonly key: string) {
    super(`Upload ${key} was submitted already.`);
  }
}

/**
 * Records a new submission and marks the issued uploads it names as submitted
 * in it (`submittedIn`), in one transaction: each upload only while no other
 * submission has it. A marked record loses its expiry: it lives as long as the
 * submission, since its object may outlive the 24 hours (and a dispatcher may
 * name any key of the bucket). Resolves false, writing nothing, when a submission with
 * its id exists (a keyed retry of the one that made it, whose uploads are
 * its own already); fails with UploadSubmittedAlready when another submission
 * has one of its uploads.
 */
export async function putSubmissionOfUploads(
  submission: DocumentSubmission,
  bucket: string,
  keys: readonly string[],
): Promise<boolean> {
  const TableName = config.tableName;
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: submissionToItem(submission),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...keys.map((key) => ({
            Update: {
              TableName,
              Key: issuedUploadKey(bucket, key),
              UpdateExpression: 'SET #data.#submittedIn = :submission REMOVE #expiresAtEpoch',
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(#data.#submittedIn) OR #data.#submittedIn = :submission)',
              ExpressionAttributeNames: {
                '#data': 'data',
                '#submittedIn': 'submittedIn',
                '#expiresAtEpoch': 'expiresAtEpoch',
              },
              ExpressionAttributeValues: { ':submission': submission.id },
            },
          })),
          // A keyed POST's submission and its idempotency record commit together.
          ...commitMarkerItems(TableName),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const refused = (error.CancellationReasons ?? []).map(
      (reason) => reason.Code === 'ConditionalCheckFailed',
    );
    const taken = keys.find((_, index) => refused[index + 1]);
    if (taken !== undefined) throw new UploadSubmittedAlready(taken);
    if (refused[0]) return false;
    throw error;
  }
}
