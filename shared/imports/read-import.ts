import { resourceNotFound } from '#shared/domain/errors';
import { hrefs } from '#shared/domain/hrefs';
import { getImport, listRefusals } from './store';

/** GET /imports/{id}: the import's status, counts and refusals; 404 when there is none. */
export async function readImport(importId: string) {
  const record = await getImport(importId);
  if (record === undefined) throw resourceNotFound(hrefs.importJob(importId));
  const refusals = await listRefusals(importId);
  const { id, status, reason, bucket, fileKey, counts, createdAt, completedAt } = record;
  return {
    id,
    self: hrefs.importJob(id),
    status,
    reason,
    bucket,
    fileKey,
    counts,
    refusals,
    createdAt,
    completedAt,
  };
}
