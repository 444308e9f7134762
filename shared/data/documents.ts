import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/clients/dynamodb';
import { config } from '#shared/config';
import type { DocumentType } from '#shared/domain/types';
import { getItem } from './get-item';
import { dataOf, type Item, type ItemKey } from './item';
import { queryAll } from './query';
import { shipmentKey } from './shipments';

/** The document of a type a shipment currently has: the pages of its newest completed submission. */
export interface StoredDocument {
  shipmentId: string;
  type: DocumentType;
  submissionId: string;
  bucket: string;
  /** Object keys in the documents bucket, in page order. */
  fileKeys: string[];
  contentTypes: string[];
}

export const SUBMISSION_STATUSES = ['pending', 'completed', 'failed'] as const;

/** One POST /images, tracked at GET /images/submissions/{id}. */
export interface DocumentSubmission {
  id: string;
  shipmentId: string;
  type: DocumentType;
  status: (typeof SUBMISSION_STATUSES)[number];
  /** Why the submission failed; empty otherwise. */
  reason: string;
  /** Empty when a driver submitted it. */
  submittedBy: string;
}

const DOC = 'DOC';
const SUBMISSION = 'SUBMISSION';

/** In the shipment's partition, so that one Query lists the types a shipment has. */
export function documentKey(shipmentId: string, type: DocumentType): ItemKey {
  return { pk: shipmentKey(shipmentId).pk, sk: `${DOC}#${type}` };
}

export function submissionKey(id: string): ItemKey {
  return { pk: `${SUBMISSION}#${id}`, sk: SUBMISSION };
}

/** Where page `page` (1-based) of a submission's document is stored in the documents bucket. */
export function documentPageObjectKey(
  shipmentId: string,
  type: DocumentType,
  submissionId: string,
  page: number,
): string {
  return `documents/${shipmentId}/${type}/${submissionId}/${page}`;
}

export function documentToItem(document: StoredDocument): Item<StoredDocument> {
  return { ...documentKey(document.shipmentId, document.type), entity: DOC, data: document };
}

export function submissionToItem(submission: DocumentSubmission): Item<DocumentSubmission> {
  return { ...submissionKey(submission.id), entity: SUBMISSION, data: submission };
}

/** GET /images: the shipment's current document of a type, or undefined. */
export async function getCurrentDocument(
  shipmentId: string,
  type: DocumentType,
): Promise<StoredDocument | undefined> {
  const item = await getItem(documentKey(shipmentId, type));
  return item === undefined ? undefined : dataOf<StoredDocument>(item);
}

/** Makes `document` the shipment's current document of its type. */
export async function putCurrentDocument(document: StoredDocument): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: config.tableName, Item: documentToItem(document) }));
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

/** GET /shipments/{id}/images: the types of the documents a shipment currently has. */
export async function listDocumentTypesOfShipment(shipmentId: string): Promise<DocumentType[]> {
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :shipment AND begins_with(sk, :doc)',
    ExpressionAttributeValues: { ':shipment': shipmentKey(shipmentId).pk, ':doc': `${DOC}#` },
  });
  return items.map((item) => dataOf<StoredDocument>(item).type);
}
