import { randomUUID } from 'node:crypto';
import { config } from '#shared/config';
import { InvalidValue } from '#shared/domain/errors';
import { hrefs } from '#shared/domain/hrefs';
import { actorOf, type Principal } from '#shared/domain/principal';
import { enqueueImport } from './import-queue';
import type { ImportRequest } from './request-schemas';
import { type ImportRecord, putNewImport } from './store';

/** Records a pending import of a data file, for the caller to run or queue. */
export async function recordImport(
  file: { bucket: string; fileKey: string },
  requestedBy: ImportRecord['requestedBy'],
): Promise<ImportRecord> {
  const record: ImportRecord = {
    id: randomUUID(),
    ...file,
    status: 'pending',
    reason: '',
    counts: {},
    position: 0,
    requestedBy,
    createdAt: new Date().toISOString(),
    completedAt: '',
  };
  await putNewImport(record);
  return record;
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
  const record = await recordImport(body, actorOf(principal));
  await enqueueImport(record.id);
  return { record, location: hrefs.importJob(record.id) };
}
