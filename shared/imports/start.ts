import { randomUUID } from 'node:crypto';
import { config } from '#shared/config';
import { InvalidValue } from '#shared/domain/errors';
import { hrefs } from '#shared/domain/hrefs';
import { actorOf, type Principal } from '#shared/domain/principal';
import { enqueueImport } from './import-queue';
import type { ImportRequest } from './request-schemas';
import { type ImportRecord, putNewImport } from './store';

/** A new import of a drop-bucket file, waiting for the worker. */
export function pendingImport(
  id: string,
  { bucket, fileKey }: ImportRequest,
  requestedBy: ImportRecord['requestedBy'],
): ImportRecord {
  return {
    id,
    bucket,
    fileKey,
    status: 'pending',
    reason: '',
    counts: {},
    position: 0,
    requestedBy,
    createdAt: new Date().toISOString(),
    completedAt: '',
  };
}

/**
 * POST /imports: records a pending import of a data file in the drop bucket
 * and hands it to the import worker. Resolves the import and where to follow it.
 */
export async function startImport(body: ImportRequest, principal: Principal) {
  if (body.bucket !== config.dropBucket) {
    throw new InvalidValue(
      'ImportRequest',
      'bucket',
      `Invalid value for 'bucket': imports read data files from the drop bucket ${config.dropBucket} only.`,
    );
  }
  const record = pendingImport(randomUUID(), body, actorOf(principal));
  await putNewImport(record);
  await enqueueImport(record.id);
  return { record, location: hrefs.importJob(record.id) };
}
