import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { withCommitMarker } from '#shared/data/commit-marker';
import { ChangedMeanwhile } from '#shared/domain/errors';
import { formatPath } from '#shared/schemas/issue-path';
import { applyRecord, isStored } from './apply-record';
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

/**
 * Runs an import from its checkpoint: reads its file, applies each record not
 * yet done through `applyRecord`, and stores where it is. A record that is
 * written commits with the checkpoint that counts it (a commit marker), so a
 * crash never applies it twice; records left unchanged or refused are
 * checkpointed every CHECKPOINT_EVERY, and redone after a crash as they were
 * (comparing again writes nothing). A delivery of an import already settled
 * does nothing. Throws when the store or the bucket fails: the message is
 * delivered again and the import resumes.
 */
export async function runImport(
  importId: string,
  { keepGoing = () => true }: RunOptions = {},
): Promise<RunOutcome> {
  const stored = await getImport(importId);
  if (stored === undefined || stored.status === 'completed' || stored.status === 'failed') return 'settled';
  let saved: Checkpoint['to'] = { ...stored, status: 'running' };
  let from = stored.position;
  const save = async (to: Checkpoint['to']) => {
    await saveCheckpoint(importId, { from, to });
    saved = to;
    from = to.position;
  };
  try {
    const file = await readImportFile(stored.bucket, stored.fileKey);
    const records = file.ok ? recordsOfDataFile(file.text) : file;
    if (!records.ok) {
      await save({
        ...saved,
        status: 'failed',
        reason: records.reason,
        completedAt: new Date().toISOString(),
      });
      return 'settled';
    }
    let counts = saved.counts;
    for (let position = from; position < records.records.length; position += 1) {
      if (!keepGoing()) {
        await save({ ...saved, counts, position });
        return 'continue';
      }
      const record = records.records[position] as FileRecord;
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
        saved = written;
        from = written.position;
        counts = written.counts;
        continue;
      }
      if (result.outcome === 'refused' && refusedSoFar(counts) < MAX_REFUSALS) {
        await putRefusal(importId, position, {
          kind: record.kind,
          id: declaredId(record.value),
          path: formatPath([record.kind, record.index, ...(result.path === '' ? [] : [result.path])]),
          reason: result.reason,
        });
      }
      counts = counted(counts, record, result.outcome);
      if ((position + 1 - from) % CHECKPOINT_EVERY === 0)
        await save({ ...saved, counts, position: position + 1 });
    }
    await save({
      ...saved,
      status: 'completed',
      counts,
      position: records.records.length,
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
