import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mapInWaves } from '#shared/data/batching';
import { withCommitMarker } from '#shared/data/commit-marker';
import { type RankedCreation, writeAndClaim, writtenByMark } from '#shared/data/marked-creations';
import { ChangedMeanwhile } from '#shared/domain/errors';
import { formatPath } from '#shared/schemas/issue-path';
import { applyRecord, isStored, planRecord } from './apply-record';
import { declaredId, type FileRecord, recordsOfDataFile } from './data-file-records';
import { readImportFile } from './read-file';
import {
  type Checkpoint,
  checkpointMarker,
  emptyCounts,
  getImport,
  type ImportRecord,
  MAX_REFUSALS,
  putRefusal,
  type RecordOutcome,
  saveCheckpoint,
} from './store';

/** Records left unchanged or refused between two stored checkpoints: redone at most this many after a crash. */
const CHECKPOINT_EVERY = 100;
/**
 * Records planned together, all of one kind and each id once: their creations
 * are written, then claimed with one checkpoint (within a transaction's 100
 * items: the claim, a move per creation at most, the checkpoint).
 */
const WINDOW = 50;
/** Records read and checked at once while a window is planned. */
const PLANS_IN_FLIGHT = 10;
/** Runs that start again from the checkpoint after another writer created one of their records first. */
const MAX_RESTARTS = 5;

/** `settled`: the import is done (or another worker has it); `continue`: deliver it again to go on. */
export type RunOutcome = 'settled' | 'continue';

export interface RunOptions {
  /** Asked before each record; false stops the run at a checkpoint (the function's time is running out). */
  keepGoing?: () => boolean;
}

const counted = (counts: ImportRecord['counts'], { kind }: FileRecord, outcome: RecordOutcome) => {
  const kindCounts = { ...emptyCounts(), ...counts[kind] };
  kindCounts[outcome] += 1;
  return { ...counts, [kind]: kindCounts };
};

const refusedSoFar = (counts: ImportRecord['counts']) =>
  Object.values(counts).reduce((sum, kindCounts) => sum + (kindCounts?.refused ?? 0), 0);

/** Another worker moved the import on since this one read it: it has the import now. */
const overtaken = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'));

/** The records from `start` planned together: up to WINDOW, of one kind, no id twice. */
function windowAt(records: readonly FileRecord[], start: number): FileRecord[] {
  const ids = new Set<string>();
  const window: FileRecord[] = [];
  for (const record of records.slice(start, start + WINDOW)) {
    const id = declaredId(record.value);
    if (record.kind !== records[start]?.kind || ids.has(id)) break;
    ids.add(id);
    window.push(record);
  }
  return window;
}

/**
 * Runs an import from its checkpoint (docs/intake.md, Bulk imports): reads
 * its file and plans its records a window at a time (`planRecord`: the PUTs'
 * checks, nothing written). New records are written with plain puts, each
 * marked with the import and its position, then claimed (their ranks) in one
 * transaction with the checkpoint that counts them: after a crash, a record
 * found with its mark counts as the creation it was, and is claimed then. A
 * change of a stored record (or a creation that needs one transaction) is
 * applied alone through `applyRecord`, its transaction carrying the
 * checkpoint. Records left unchanged or refused are checkpointed every
 * CHECKPOINT_EVERY, and redone after a crash as they were (comparing again
 * writes nothing). A delivery of an import already settled does nothing.
 * Throws when the store or the bucket fails: the message is delivered again
 * and the import resumes.
 */
export async function runImport(importId: string, options: RunOptions = {}): Promise<RunOutcome> {
  for (let restart = 0; ; restart++) {
    const outcome = await runFromCheckpoint(importId, options);
    if (outcome !== 'lost') return outcome;
    // Another writer created a record of the file first: planned again, it is a change of that record.
    if (restart === MAX_RESTARTS)
      throw new ChangedMeanwhile(`Import ${importId}: its records keep being created by other writers.`);
  }
}

async function runFromCheckpoint(
  importId: string,
  { keepGoing = () => true }: RunOptions,
): Promise<RunOutcome | 'lost'> {
  const stored = await getImport(importId);
  if (stored === undefined || stored.status === 'completed' || stored.status === 'failed') return 'settled';
  let saved: Checkpoint['to'] = { ...stored, status: 'running' };
  let from = stored.position;
  let counts = saved.counts;
  let pending: RankedCreation[] = [];
  const save = async (to: Checkpoint['to']) => {
    await saveCheckpoint(importId, { from, to });
    saved = to;
    from = to.position;
  };
  /** Stores the checkpoint at `position`, claiming the creations written since the last one with it. */
  const checkpointAt = async (position: number): Promise<'saved' | 'lost'> => {
    const to = { ...saved, counts, position };
    if (pending.length === 0) {
      await save(to);
      return 'saved';
    }
    if ((await writeAndClaim(pending, checkpointMarker(importId, { from, to }))) === 'lost') return 'lost';
    [saved, from, pending] = [to, position, []];
    return 'saved';
  };
  const refuse = async (record: FileRecord, position: number, refusal: { path: string; reason: string }) => {
    if (refusedSoFar(counts) < MAX_REFUSALS) {
      await putRefusal(importId, position, {
        kind: record.kind,
        id: declaredId(record.value),
        path: formatPath([record.kind, record.index, ...(refusal.path === '' ? [] : [refusal.path])]),
        reason: refusal.reason,
      });
    }
    counts = counted(counts, record, 'refused');
  };
  /** A record applied alone: a write commits with the checkpoint that counts it (a commit marker). */
  const applyAlone = async (record: FileRecord, position: number) => {
    const existed = await isStored(record.kind, record.value);
    const written: Checkpoint['to'] = {
      ...saved,
      counts: counted(counts, record, existed ? 'updated' : 'created'),
      position: position + 1,
    };
    const result = await withCommitMarker(checkpointMarker(importId, { from, to: written }), () =>
      applyRecord(record.kind, record.value),
    );
    if (result.outcome === 'created' || result.outcome === 'updated') {
      [saved, from, counts] = [written, written.position, written.counts];
    } else if (result.outcome === 'refused') await refuse(record, position, result);
    else counts = counted(counts, record, result.outcome);
  };
  try {
    const file = await readImportFile(stored.bucket, stored.fileKey);
    const read = file.ok ? recordsOfDataFile(file.text) : file;
    if (!read.ok) {
      await save({ ...saved, status: 'failed', reason: read.reason, completedAt: new Date().toISOString() });
      return 'settled';
    }
    const { records } = read;
    for (let start = from; start < records.length; ) {
      const window = windowAt(records, start);
      const plans = await mapInWaves([...window.entries()], PLANS_IN_FLIGHT, ([index, record]) =>
        planRecord(record.kind, record.value, writtenByMark(importId, start + index)),
      );
      for (const [index, record] of window.entries()) {
        const position = start + index;
        if (!keepGoing()) return (await checkpointAt(position)) === 'lost' ? 'lost' : 'continue';
        const plan = plans[index]!;
        if (plan.outcome === 'created') {
          pending.push(plan.creation);
          counts = counted(counts, record, 'created');
        } else if (plan.outcome === 'refused') await refuse(record, position, plan);
        else if (plan.outcome === 'unchanged') counts = counted(counts, record, 'unchanged');
        else {
          // Alone after the creations before it, which its transaction's checkpoint must not skip.
          if (pending.length > 0 && (await checkpointAt(position)) === 'lost') return 'lost';
          await applyAlone(record, position);
        }
      }
      start += window.length;
      if (pending.length > 0 || start - from >= CHECKPOINT_EVERY) {
        if ((await checkpointAt(start)) === 'lost') return 'lost';
      }
    }
    await save({
      ...saved,
      status: 'completed',
      counts,
      position: records.length,
      completedAt: new Date().toISOString(),
    });
    return 'settled';
  } catch (error) {
    if (overtaken(error)) return 'settled';
    // A record created meanwhile: by another delivery of this import (which has it now), or by
    // another writer (delivered again, the import compares that record anew).
    if (error instanceof ChangedMeanwhile && (await getImport(importId))?.position !== from) return 'settled';
    throw error;
  }
}
