import { createHash } from 'node:crypto';
import { decodeEventKey, type S3EventRecord } from '#shared/aws/s3-events';
import { config } from '#shared/config';
import { logger } from '#shared/observability/logger';
import { recordDropFolderRefusal } from '#shared/observability/metrics';
import { getShipment } from '#shared/shipments/store/shipments';
import { supportedDocumentTypes } from './document-types';
import { readInboxKey } from './inbox-key';
import { type DocumentSubmission, putNewSubmission } from './store';

/** The submitter a drop-folder submission names. */
export const DROP_FOLDER_SUBMITTER = 'drop-folder';

/**
 * One id per created object: a redelivered event names the same submission,
 * and a second object written at the same key (a new sequencer) a new one.
 */
function submissionIdOf(bucket: string, key: string, sequencer: string): string {
  const hex = createHash('sha256').update(`${bucket}\n${key}\n${sequencer}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function refuse(bucket: string, key: string, reason: string): undefined {
  logger.warn('drop-folder object refused', { bucket, key, reason });
  recordDropFolderRefusal();
  return undefined;
}

/**
 * An object created in the drop folder becomes a pending submission, exactly
 * as `POST /images` with that bucket and key and `submittedBy: "drop-folder"`
 * would record it. Resolves its id for processing, or undefined when the
 * object is not the drop folder's (left alone) or is refused (left in place,
 * logged, counted). Throws only when the store fails: the event is delivered again.
 */
export async function submitDroppedObject(record: S3EventRecord): Promise<string | undefined> {
  const bucket = record.s3.bucket.name;
  if (!record.eventName.startsWith('ObjectCreated:') || bucket !== config.dropBucket) return undefined;
  const key = decodeEventKey(record.s3.object.key);
  if (key === undefined) return refuse(bucket, record.s3.object.key, 'the event key is not URL-encoded text');
  const reading = readInboxKey(key);
  if (reading.kind === 'ignore') return undefined;
  if (reading.kind === 'refuse') return refuse(bucket, key, reading.reason);
  const { entityId, type } = reading.inbox;
  if (!(await supportedDocumentTypes()).shipment.includes(type)) {
    return refuse(bucket, key, `this TMS does not support document type ${type}`);
  }
  const shipment = await getShipment(entityId);
  if (shipment === undefined) return refuse(bucket, key, `no shipment ${entityId}`);

  const submission: DocumentSubmission = {
    id: submissionIdOf(bucket, key, record.s3.object.sequencer ?? ''),
    shipmentId: shipment.shipment.id,
    type,
    status: 'pending',
    reason: '',
    submittedBy: DROP_FOLDER_SUBMITTER,
    requestedBy: { role: 'drop-folder', id: key },
    source: { kind: 'bucket', bucket, keys: [key] },
    pages: 1,
    createdAt: new Date().toISOString(),
    completedAt: '',
  };
  if (await putNewSubmission(submission)) {
    logger.info('drop-folder object submitted', { bucket, key, submissionId: submission.id });
  }
  return submission.id;
}
