import { getItem } from '#shared/data/get-item';
import type { RankedCreation } from '#shared/data/marked-creations';
import { InvalidValue, RulesRefused, TooLargeToStore } from '#shared/domain/errors';
import type { StoredShipment } from '#shared/domain/types';
import { masterRecordKey } from '#shared/master-data/keys';
import { withTimeZone } from '#shared/master-data/located-record';
import { putMasterRecord, recordToStore } from '#shared/master-data/put-record';
import {
  carrierSchema,
  customerSchema,
  driverSchema,
  equipmentSchema,
  locationSchema,
} from '#shared/master-data/record-schemas';
import {
  markedMasterCreation,
  readMasterRecordToChange,
  sameMasterContent,
  writtenMasterCreation,
} from '#shared/master-data/record-store';
import type { MasterKind } from '#shared/master-data/store';
import { formatPath } from '#shared/schemas/issue-path';
import type * as z from '#shared/schemas/zod';
import {
  factsBodyOf,
  filePathOf,
  importShipment,
  planShipmentImport,
} from '#shared/shipments/facts/import-shipment';
import { shipmentSchema } from '#shared/shipments/schemas/data-file-shipment';
import { type ShipmentBody, shipmentBody } from '#shared/shipments/schemas/shipment-request';
import { readShipment } from '#shared/shipments/store/repository';
import type { RecordKind } from './data-file-records';

/** What applying one record did; a refusal's `path` is within the record (`name`, '' for the record itself). */
export type ApplyOutcome = { outcome: 'created' | 'updated' | 'unchanged' } | Refused;

/**
 * What an import does with a record, decided before anything is written:
 * refuse it, leave it (equal to what is stored), create it with others
 * (`creation`, written and claimed in a batch), or `apply` it alone through
 * `applyRecord` (a change of a stored record, a creation that needs one
 * transaction).
 */
export type PlannedRecord =
  | Refused
  | { outcome: 'unchanged' | 'apply' }
  | { outcome: 'created'; creation: RankedCreation };

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

/**
 * Lists with no write of the API to apply them through: an import refuses
 * their records, saying why (docs/intake.md, Bulk imports).
 */
const NOT_IMPORTED: Partial<Record<RecordKind, string>> = {
  nonShipmentMoves:
    'Non-shipment moves are not applied by an import: no API write creates them; a first load (npm run import) brings them.',
  documents:
    'Documents are not applied by an import: they enter through POST /shipments/{id}/documents, or a first load (npm run import).',
};

type Refused = { outcome: 'refused'; path: string; reason: string };

/** A refusal of the record: where in it (a path within it, '' for the whole record) and why. */
const refusal = (path: string, reason: string): Refused => ({ outcome: 'refused', path, reason });

/** The first problem a schema found in a value, as a refusal. */
function firstIssue(error: z.core.$ZodError, pathOf: (path: string) => string = (path) => path) {
  const [issue] = error.issues;
  return refusal(pathOf(formatPath(issue?.path ?? [])), issue?.message ?? '');
}

/** A master record checked against its kind's schema: the domain record, or the first problem and where it is. */
function checked(kind: RecordKind, value: unknown) {
  const list = MASTER_LISTS[kind];
  if (list === undefined) return { refused: refusal('', NOT_IMPORTED[kind] ?? `${kind} are not applied.`) };
  const parsed = list.schema.safeParse(value);
  if (!parsed.success) return { refused: firstIssue(parsed.error) };
  return { kind: list.kind, record: parsed.data };
}

/** Whether a record is stored already (false for one refused: it is never written). */
export async function isStored(kind: RecordKind, value: unknown): Promise<boolean> {
  if (kind === 'shipments') {
    const parsed = shipmentSchema.safeParse(value);
    return parsed.success && (await readShipment(parsed.data.id)) !== undefined;
  }
  const result = checked(kind, value);
  if (result.refused !== undefined) return false;
  return (await getItem(masterRecordKey(result.kind, result.record.id))) !== undefined;
}

/**
 * A shipment of the file through its PUT's domain code (`run`: applied by
 * `importShipment`, or planned by `planShipmentImport`): the data file's
 * schema (a path such as `moves[0].events[1].type`), then the facts PUT's
 * body schema, references and status rule, each refusal naming the file's
 * field (`customerId`, `status`).
 */
async function throughShipmentPut<T>(
  value: unknown,
  run: (shipment: StoredShipment, body: ShipmentBody) => Promise<T>,
): Promise<T | Refused> {
  const file = shipmentSchema.safeParse(value);
  if (!file.success) return firstIssue(file.error);
  const body = shipmentBody.safeParse(factsBodyOf(file.data));
  if (!body.success) return firstIssue(body.error, filePathOf);
  try {
    return await run(file.data, body.data);
  } catch (error) {
    if (error instanceof InvalidValue) return refusal(filePathOf(error.propName), error.message);
    if (error instanceof RulesRefused) return refusal('status', error.message);
    if (error instanceof TooLargeToStore) return refusal('moves', error.message);
    throw error;
  }
}

/** What a kind adds to a record before it is stored, as its PUT does: a location's zone. */
const LOCATED: ReadonlySet<MasterKind> = new Set(['site', 'yard', 'crossDock']);

/**
 * Applies one record of a data file through its PUT's domain function
 * (`putMasterRecord`, `importShipment`): the same checks, and
 * compare-before-write: a record equal to what is stored writes nothing and
 * sends no event. A record's change becomes visible in one transaction, which
 * carries the commit marker the caller runs it under
 * (shared/data/commit-marker.ts): an import's checkpoint commits with the
 * record, so a record is never applied twice nor lost. (A shipment change too
 * large for one transaction stages its plan entries and equipment uses first,
 * unseen and without the marker, and commits with it: a crash before that
 * commit leaves them to be rolled back, and the record to be applied again.)
 * The one place an import changes a stored record; new records it plans
 * (`planRecord`) are written in batches by the run (shared/data/marked-creations.ts).
 */
export async function applyRecord(kind: RecordKind, value: unknown): Promise<ApplyOutcome> {
  if (kind === 'shipments')
    return throughShipmentPut(value, async (shipment, body) => ({
      outcome: await importShipment(shipment, body),
    }));
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

/** A master record of the file as its PUT would store it (a location's zone found), or the refusal of it. */
async function toStore(
  kind: RecordKind,
  value: unknown,
): Promise<{ refused: Refused } | { refused?: undefined; kind: MasterKind; record: { id: string } }> {
  const result = checked(kind, value);
  if (result.refused !== undefined) return result;
  const { kind: masterKind, record } = result;
  try {
    const stored = await recordToStore({
      kind: masterKind,
      id: record.id,
      record: record as never,
      ...(LOCATED.has(masterKind) && { complete: withTimeZone as never }),
    });
    return { kind: masterKind, record: stored };
  } catch (error) {
    if (error instanceof InvalidValue) return { refused: refusal(error.propName, error.message) };
    throw error;
  }
}

/**
 * What the import does with one record of its file (PlannedRecord), with
 * the checks `applyRecord` makes and nothing written: a new record becomes a
 * creation marked `mark` (the import and the record's position), and one
 * stored with that same mark is an earlier run's creation, whose rank is
 * still to claim.
 */
export async function planRecord(kind: RecordKind, value: unknown, mark: string): Promise<PlannedRecord> {
  if (kind === 'shipments')
    return throughShipmentPut(value, async (shipment, body): Promise<PlannedRecord> => {
      const planned = await planShipmentImport(shipment, body, mark);
      return planned === 'apply' ? { outcome: 'apply' } : { outcome: 'created', ...planned };
    });
  const result = await toStore(kind, value);
  if (result.refused !== undefined) return result.refused;
  const { kind: masterKind, record } = result;
  const stored = await readMasterRecordToChange(masterKind, record.id);
  if (stored === undefined) {
    const creation = markedMasterCreation(masterKind, record as never, new Date().toISOString(), mark);
    return { outcome: 'created', creation };
  }
  if (stored.writtenBy === mark)
    return { outcome: 'created', creation: writtenMasterCreation(masterKind, stored) };
  return sameMasterContent(stored.record, record) ? { outcome: 'unchanged' } : { outcome: 'apply' };
}
