import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { ifMatchAcceptsTag } from '#shared/domain/entity-tags';
import { ChangedMeanwhile, InvalidValue, VersionMismatch } from '#shared/domain/errors';
import {
  createMasterRecord,
  masterRecordTag,
  readMasterRecordToChange,
  replaceMasterRecord,
  sameMasterContent,
} from './record-store';
import type { MasterKind, MasterRecords } from './store';

/** Without If-Match, a lost race is retried on fresh state this many times before a 409. */
const MAX_ATTEMPTS = 3;

export interface PutMasterRecordRequest<K extends MasterKind> {
  kind: K;
  /** The path's id. */
  id: string;
  /** The body, parsed with the kind's record schema. */
  record: MasterRecords[K];
  ifMatch?: string;
  /** What the kind adds to a record before it is stored (a location's zone: `withTimeZone`). */
  complete?: (record: MasterRecords[K]) => Promise<MasterRecords[K]>;
}

export interface PutMasterRecordResult<K extends MasterKind> {
  record: MasterRecords[K];
  etag: string;
  /** `created`: 201; `replaced` and `unchanged` (nothing written): 200. */
  outcome: 'created' | 'replaced' | 'unchanged';
}

/**
 * The record a PUT stores: the body's, its `id` the path's (InvalidValue
 * otherwise), as stored (`active` only when it retires) and completed by its
 * kind (a location's zone).
 */
export async function recordToStore<K extends MasterKind>(
  request: Omit<PutMasterRecordRequest<K>, 'ifMatch'>,
): Promise<MasterRecords[K]> {
  if (request.record.id !== request.id) {
    throw new InvalidValue(
      'body',
      'id',
      `The id in the body (${request.record.id}) is not the path's (${request.id}).`,
    );
  }
  return (request.complete ?? (async (same) => same))(storedShape(request.record));
}

/**
 * PUT /{collection}/{id}: creates the record, or replaces the stored one
 * whole. A record equal to the stored one writes nothing (no version, no
 * event). With If-Match, the stored record must carry that tag (412
 * otherwise, a record that does not exist included).
 */
export async function putMasterRecord<K extends MasterKind>(
  request: PutMasterRecordRequest<K>,
): Promise<PutMasterRecordResult<K>> {
  const record = await recordToStore(request);
  const named = request.ifMatch !== undefined;
  return retryOnConflict(
    named ? 1 : MAX_ATTEMPTS,
    () => attemptPut(request.kind, record, request.ifMatch),
    () =>
      named
        ? new VersionMismatch()
        : new ChangedMeanwhile('The record was changed by another request; retry.'),
  );
}

async function attemptPut<K extends MasterKind>(
  kind: K,
  record: MasterRecords[K],
  ifMatch: string | undefined,
): Promise<PutMasterRecordResult<K>> {
  const stored = await readMasterRecordToChange(kind, record.id);
  if (ifMatch !== undefined && (stored === undefined || !ifMatchAcceptsTag(ifMatch, stored.etag))) {
    throw new VersionMismatch();
  }
  const etag = masterRecordTag(record);
  const changedAt = new Date().toISOString();
  if (stored === undefined) {
    await createMasterRecord(kind, record, changedAt);
    return { record, etag, outcome: 'created' };
  }
  if (sameMasterContent(stored.record, record)) return { record: stored.record, etag, outcome: 'unchanged' };
  await replaceMasterRecord(kind, stored, record, changedAt);
  return { record, etag, outcome: 'replaced' };
}

/** The record as it is stored: `active` only when it retires the record (absent and `true` are the same record). */
function storedShape<R extends MasterRecords[MasterKind]>(body: R): R {
  const { active, ...fields } = body;
  return (active === false ? { ...fields, active } : fields) as R;
}
