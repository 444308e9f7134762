import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { commitMarkerItems } from '#shared/data/commit-marker';
import { conditionalWrite } from '#shared/data/conditional-write';
import { getItem } from '#shared/data/get-item';
import { dataOf, type Item } from '#shared/data/item';
import { creationOrderKey } from '#shared/data/keys';
import { queryAll } from '#shared/data/query';
import { collectionQuery } from '#shared/data/ranked-collection';
import {
  DOCUMENT_ENTITIES,
  DOCUMENT_SORT_PREFIX,
  documentKey,
  PENDING_SUBMISSIONS,
  submissionKey,
} from '#shared/documents/keys';
import type { Actor } from '#shared/domain/principal';
import type { DocumentType } from '#shared/domain/types';
import { shipmentPartition } from '#shared/shipments/store/partition';

/** The document of a type a shipment currently has: the pages of its newest completed submission. */
export interface StoredDocument {
  shipmentId: string;
  type: DocumentType;
  submissionId: string;
  /** `createdAt` of that submission: a document is replaced only by a newer submission. */
  submittedAt: string;
  bucket: string;
  /** Object keys in the documents bucket, in page order. */
  fileKeys: string[];
  contentTypes: string[];
}

export const SUBMISSION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Where a submission's pages come from, in page order. */
export type SubmissionSource =
  | {
      kind: 'bucket';
      bucket: string;
      keys: string[];
      /** Keys `POST /images/uploads` issued: what their objects were declared to be. */
      declared?: Record<string, { contentType: string; contentLength: number }>;
    }
  | { kind: 'url'; urls: string[] }
  /** Stored directly by the data set importer; never processed. */
  | { kind: 'import' };

/** Who made the request: the caller, or the import, or (`drop-folder`) an object dropped under `inbox/`, whose key is the id. */
export type Requester = Actor | { role: 'import' | 'drop-folder'; id: string };

/** One POST /images, tracked at GET /images/submissions/{id}. */
export interface DocumentSubmission {
  id: string;
  shipmentId: string;
  type: DocumentType;
  status: SubmissionStatus;
  /** Why the submission failed; empty otherwise. */
  reason: string;
  /** Empty when a driver submitted it. */
  submittedBy: string;
  requestedBy: Requester;
  source: SubmissionSource;
  pages: number;
  /** ISO date-time of the POST; empty for imported documents. */
  createdAt: string;
  /** ISO date-time processing ended (completed or failed); empty while pending. */
  completedAt: string;
}

export const SUBMISSION_ENTITY = DOCUMENT_ENTITIES.submission;

/**
 * Where page `page` (1-based) of a submission's document is stored in the
 * documents bucket. Each submission writes under its own prefix, so a submission
 * that fails halfway never touches the pages of the shipment's current document.
 */
export function documentPageObjectKey(
  shipmentId: string,
  type: DocumentType,
  submissionId: string,
  page: number,
): string {
  return `documents/${shipmentId}/${type}/${submissionId}/${page}`;
}

export function documentToItem(document: StoredDocument): Item<StoredDocument> {
  return {
    ...documentKey(document.shipmentId, document.type),
    entity: DOCUMENT_ENTITIES.document,
    data: document,
  };
}

export function submissionToItem(submission: DocumentSubmission): Item<DocumentSubmission> {
  return {
    ...submissionKey(submission.id),
    ...(submission.status === 'pending' && {
      gsi1pk: PENDING_SUBMISSIONS,
      gsi1sk: creationOrderKey(submission),
    }),
    entity: SUBMISSION_ENTITY,
    data: submission,
  };
}

/** GET /images: the shipment's current document of a type, or undefined. */
export async function getCurrentDocument(
  shipmentId: string,
  type: DocumentType,
): Promise<StoredDocument | undefined> {
  const item = await getItem(documentKey(shipmentId, type));
  return item === undefined ? undefined : dataOf<StoredDocument>(item);
}

/** Makes `document` the shipment's current document of its type, whatever it replaces. */
export async function putCurrentDocument(document: StoredDocument): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: config.tableName, Item: documentToItem(document) }));
}

/**
 * Makes `document` the current one unless the current one comes from a newer
 * submission (by `submittedAt`, then submission id): submissions may complete
 * out of order. Resolves whether `document` became current.
 */
export async function putCurrentDocumentIfNewer(document: StoredDocument): Promise<boolean> {
  return conditionalWrite(
    documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: documentToItem(document),
        ConditionExpression:
          'attribute_not_exists(pk) OR #data.#at < :at OR (#data.#at = :at AND #data.#submission <= :submission)',
        ExpressionAttributeNames: { '#data': 'data', '#at': 'submittedAt', '#submission': 'submissionId' },
        ExpressionAttributeValues: { ':at': document.submittedAt, ':submission': document.submissionId },
      }),
    ),
  );
}

/** GET /images/submissions/{id}: a submission, or undefined. */
export async function getSubmission(id: string): Promise<DocumentSubmission | undefined> {
  const item = await getItem(submissionKey(id));
  return item === undefined ? undefined : dataOf<DocumentSubmission>(item);
}

export async function putSubmission(submission: DocumentSubmission): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: config.tableName, Item: submissionToItem(submission) }),
  );
}

/**
 * Records a submission unless one with its id exists: resolves false then, and
 * the existing one is left as it is (a redelivered event that made it before).
 * A keyed POST's submission commits with its idempotency record's mark (the
 * fence, shared/data/commit-marker.ts), so a retry after a crash replays.
 */
export async function putNewSubmission(submission: DocumentSubmission): Promise<boolean> {
  const put = {
    TableName: config.tableName,
    Item: submissionToItem(submission),
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  const marker = commitMarkerItems(config.tableName);
  if (marker.length === 0) return conditionalWrite(documentClient.send(new PutCommand(put)));
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: [{ Put: put }, ...marker] }));
    return true;
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    ) {
      return false;
    }
    throw error;
  }
}

/**
 * Ends a pending submission as completed or failed, and takes it off the
 * pending index. Only a pending submission changes: a late duplicate delivery
 * cannot turn a completed submission into a failed one. Resolves whether it changed.
 */
export async function settleSubmission(
  id: string,
  outcome: { status: Exclude<SubmissionStatus, 'pending'>; reason: string; completedAt: string },
): Promise<boolean> {
  return conditionalWrite(
    documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: submissionKey(id),
        UpdateExpression:
          'SET #data.#status = :status, #data.#reason = :reason, #data.#completedAt = :completedAt REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#data.#status = :pending',
        ExpressionAttributeNames: {
          '#data': 'data',
          '#status': 'status',
          '#reason': 'reason',
          '#completedAt': 'completedAt',
        },
        ExpressionAttributeValues: {
          ':status': outcome.status,
          ':reason': outcome.reason,
          ':completedAt': outcome.completedAt,
          ':pending': 'pending',
        },
      }),
    ),
  );
}

/** The ids of the submissions still pending, oldest first; only those recorded before `createdBefore` when given. */
export async function listPendingSubmissionIds(createdBefore?: string): Promise<string[]> {
  const range = createdBefore === undefined ? {} : { to: createdBefore };
  const items = await queryAll(collectionQuery(PENDING_SUBMISSIONS, range));
  return items.map((item) => dataOf<DocumentSubmission>(item).id);
}

/** GET /shipments/{id}/images: the types of the documents a shipment currently has. */
export async function listDocumentTypesOfShipment(shipmentId: string): Promise<DocumentType[]> {
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :shipment AND begins_with(sk, :doc)',
    ExpressionAttributeValues: { ':shipment': shipmentPartition(shipmentId), ':doc': DOCUMENT_SORT_PREFIX },
  });
  return items.map((item) => dataOf<StoredDocument>(item).type);
}
