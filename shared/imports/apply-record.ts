import { getItem } from '#shared/data/get-item';
import type { StoredItem } from '#shared/data/item';
import { InvalidValue } from '#shared/domain/errors';
import { masterRecordKey } from '#shared/master-data/keys';
import { withTimeZone } from '#shared/master-data/located-record';
import { putMasterRecord } from '#shared/master-data/put-record';
import {
  carrierSchema,
  customerSchema,
  driverSchema,
  equipmentSchema,
  locationSchema,
} from '#shared/master-data/record-schemas';
import type { MasterKind } from '#shared/master-data/store';
import { formatPath } from '#shared/schemas/issue-path';
import type * as z from '#shared/schemas/zod';
import type { RecordKind } from './data-file-records';

/** What applying one record did; a refusal's `path` is within the record (`name`, '' for the record itself). */
export type ApplyOutcome =
  | { outcome: 'created' | 'updated' | 'unchanged' }
  | { outcome: 'refused'; path: string; reason: string };

/** The file's master-data lists: each one's kind and the schema of its records. */
const MASTER_LISTS: Partial<Record<RecordKind, { kind: MasterKind; schema: z.ZodMiniType<{ id: string }> }>> =
  {
    customers: { kind: 'customer', schema: customerSchema },
    sites: { kind: 'site', schema: locationSchema },
    yards: { kind: 'yard', schema: locationSchema },
    crossDocks: { kind: 'crossDock', schema: locationSchema },
    drivers: { kind: 'driver', schema: driverSchema },
    carriers: { kind: 'carrier', schema: carrierSchema },
    tractors: { kind: 'tractor', schema: equipmentSchema },
    chassis: { kind: 'chassis', schema: equipmentSchema },
    containers: { kind: 'container', schema: equipmentSchema },
    trailers: { kind: 'trailer', schema: equipmentSchema },
  };

/** A record checked against its kind's schema: the domain record, or the first problem and where it is. */
function checked(kind: RecordKind, value: unknown) {
  const list = MASTER_LISTS[kind];
  if (list === undefined) {
    return {
      refused: {
        outcome: 'refused' as const,
        path: '',
        reason: `${kind} are not applied by an import yet: they enter through the data file loader.`,
      },
    };
  }
  const parsed = list.schema.safeParse(value);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      refused: {
        outcome: 'refused' as const,
        path: formatPath(issue?.path ?? []),
        reason: issue?.message ?? '',
      },
    };
  }
  return { kind: list.kind, record: parsed.data };
}

/** The stored item of a record, or undefined when the record is new (or refused: it is never written). */
export async function storedItemOf(kind: RecordKind, value: unknown): Promise<StoredItem | undefined> {
  const result = checked(kind, value);
  return result.refused === undefined ? getItem(masterRecordKey(result.kind, result.record.id)) : undefined;
}

/** What a kind adds to a record before it is stored, as its PUT does: a location's zone. */
const LOCATED: ReadonlySet<MasterKind> = new Set(['site', 'yard', 'crossDock']);

/**
 * Applies one record of a data file through its PUT's domain function
 * (`putMasterRecord`): the same checks, and compare-before-write: a record
 * equal to what is stored writes nothing and sends no event. Its writes are
 * transactions that carry the commit marker the caller runs it under
 * (shared/data/commit-marker.ts): an import's checkpoint commits with the
 * record, so a record is never applied twice. The one place an import writes
 * records.
 */
export async function applyRecord(kind: RecordKind, value: unknown): Promise<ApplyOutcome> {
  const result = checked(kind, value);
  if (result.refused !== undefined) return result.refused;
  const { kind: masterKind, record } = result;
  try {
    const { outcome } = await putMasterRecord({
      kind: masterKind,
      id: record.id,
      record: record as never,
      ...(LOCATED.has(masterKind) && { complete: withTimeZone as never }),
    });
    return { outcome: outcome === 'replaced' ? 'updated' : outcome };
  } catch (error) {
    // The PUT's checks refuse the record (a zone that cannot be found): refused, the import goes on.
    if (error instanceof InvalidValue)
      return { outcome: 'refused', path: error.propName, reason: error.message };
    throw error;
  }
}
