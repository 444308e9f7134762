import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { ifMatchAcceptsTag } from '#shared/domain/entity-tags';
import { ChangedMeanwhile, InvalidValue, VersionMismatch } from '#shared/domain/errors';
import type { Location } from '#shared/domain/types';
import { getSettings } from '#shared/settings/store';
import { findZone } from './location-zones';
import { isTimeZone } from './record-schemas';
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

const LOCATION_KINDS: readonly MasterKind[] = ['site', 'yard', 'crossDock'];

export interface PutMasterRecordRequest<K extends MasterKind> {
  kind: K;
  /** The path's id. */
  id: string;
  /** The body, parsed with the kind's record schema. */
  record: MasterRecords[K];
  ifMatch?: string;
}

export interface PutMasterRecordResult<K extends MasterKind> {
  record: MasterRecords[K];
  etag: string;
  /** `created`: 201; `replaced` and `unchanged` (nothing written): 200. */
  outcome: 'created' | 'replaced' | 'unchanged';
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
  if (request.record.id !== request.id) {
    throw new InvalidValue(
      'body',
      'id',
      `The id in the body (${request.record.id}) is not the path's (${request.id}).`,
    );
  }
  const record = await completed(request.kind, request.record);
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

/**
 * The record as it is stored: `active` only when it retires the record (absent
 * and `true` are the same record), and a location's zone found from its ZIP
 * code or state when the body states none, as a load finds it.
 */
async function completed<K extends MasterKind>(kind: K, body: MasterRecords[K]): Promise<MasterRecords[K]> {
  const { active, ...fields } = body;
  const record = (active === false ? { ...fields, active } : fields) as MasterRecords[K];
  if (!LOCATION_KINDS.includes(kind)) return record;
  const location = record as Location;
  if (location.timeZone !== '') {
    if (!isTimeZone(location.timeZone)) {
      throw new InvalidValue(
        'body',
        'timeZone',
        `Location ${location.id} has an unknown time zone ${JSON.stringify(location.timeZone)}: expected an IANA time zone such as America/Chicago.`,
      );
    }
    return record;
  }
  const { timeZone } = findZone(location, (await getSettings()).timeZone);
  return { ...location, timeZone } as MasterRecords[K];
}
