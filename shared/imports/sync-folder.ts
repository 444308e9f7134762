import { decodeEventKey, type S3EventRecord } from '#shared/aws/s3-events';
import { conditionalWrite } from '#shared/data/conditional-write';
import { fileKeyProblem } from '#shared/documents/file-key';
import { SYNC_PREFIX } from '#shared/documents/upload-keys';
import { derivedId } from '#shared/domain/derived-id';
import { logger } from '#shared/observability/logger';
import { recordDropFolderRefusal } from '#shared/observability/metrics';
import { IMPORT_LIMITS } from './data-file-records';
import { pendingImport } from './start';
import { putNewImport } from './store';

/** What a data file's key ends with: data files are JSON. */
const DATA_FILE_SUFFIX = '.json';

export type SyncObjectReading =
  | { kind: 'import'; key: string; importId: string }
  /** Not the sync folder's business: another event, bucket or prefix, or a folder marker (`…/`). */
  | { kind: 'ignore' }
  | { kind: 'refuse'; key: string; reason: string };

/**
 * Reads one S3 event record as the sync folder takes it. The import's id is
 * derived from the object's bucket, key, version, ETag and sequencer: a
 * notification delivered twice names the same import, and the same key
 * written again (a new sequencer) a new one.
 */
export function readSyncObject(record: S3EventRecord, dropBucket: string): SyncObjectReading {
  const { bucket, object } = record.s3;
  if (!record.eventName.startsWith('ObjectCreated:') || bucket.name !== dropBucket) return { kind: 'ignore' };
  const key = decodeEventKey(object.key);
  if (key === undefined) {
    return { kind: 'refuse', key: object.key, reason: 'the event key is not URL-encoded text' };
  }
  if (!key.startsWith(SYNC_PREFIX) || key.endsWith('/')) return { kind: 'ignore' };
  const problem = fileKeyProblem(key);
  if (problem !== undefined) return { kind: 'refuse', key, reason: `the key ${problem}` };
  if (!key.endsWith(DATA_FILE_SUFFIX)) {
    return { kind: 'refuse', key, reason: `a data file is JSON: its key ends with ${DATA_FILE_SUFFIX}` };
  }
  if ((object.size ?? 0) > IMPORT_LIMITS.maxBytes) {
    return {
      kind: 'refuse',
      key,
      reason: `the file is larger than ${IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB (${object.size} bytes)`,
    };
  }
  const version = [object.versionId ?? '', object.eTag ?? '', object.sequencer ?? ''];
  return { kind: 'import', key, importId: derivedId(['sync', bucket.name, key, ...version]) };
}

/**
 * An object created under the drop bucket's sync/ becomes a pending import,
 * as `POST /imports` with its bucket and key would record it. Resolves the
 * import's id for the worker to run (the same id when the notification comes
 * again, whose import is recorded once), or undefined when the object is not
 * the sync folder's (left alone) or is refused (left in place, logged and
 * counted). Throws only when the store fails: the event is delivered again.
 */
export async function startSyncImport(
  record: S3EventRecord,
  dropBucket: string,
): Promise<string | undefined> {
  const reading = readSyncObject(record, dropBucket);
  if (reading.kind === 'ignore') return undefined;
  if (reading.kind === 'refuse') {
    logger.warn('sync object refused', { bucket: dropBucket, key: reading.key, reason: reading.reason });
    recordDropFolderRefusal();
    return undefined;
  }
  const { key, importId } = reading;
  const recorded = await conditionalWrite(
    putNewImport(pendingImport(importId, { bucket: dropBucket, fileKey: key }, { role: 'drop-folder' })),
  );
  logger.info(recorded ? 'sync object imported' : 'sync object already imported', { key, importId });
  return importId;
}
