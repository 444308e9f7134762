import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The cloud assemblies of a stage's deploys, each kept whole (templates,
 * asset bundles and manifest, as `cdk synth` writes them) in a folder of its
 * own under `<root>/<stage>/`, named by when it was made and the commit it was
 * made from, with a `deploy.json` record of how its deploy went. `npm run
 * deploy` writes one per deploy; `npm run rollback -- --to previous` deploys
 * the one before the stage's last. Keep `<root>` (default `deploys/`) where
 * the team keeps releases: it is the stage's deploy history.
 */

export const DEFAULT_ASSEMBLY_ROOT = 'deploys';
const RECORD_FILE = 'deploy.json';

export interface DeployRecord {
  readonly stage: string;
  readonly commit: string;
  readonly startedAt: string;
  /** `deployed` once `cdk deploy` of it succeeded; a failed deploy is no state to go back to. */
  readonly outcome: 'deploying' | 'deployed' | 'failed';
  /** Set on a rollback's record: the folder of the kept assembly it deployed again (the deploy before). */
  readonly restored?: string;
}

export interface KeptAssembly {
  /** The folder of the record. */
  readonly directory: string;
  /** The folder of the cloud assembly it deployed: its own, or a rollback's restored one. */
  readonly assembly: string;
  readonly record: DeployRecord;
}

const stageDirectory = (root: string, stage: string) => join(root, stage);

/** A kept assembly's folder name: sortable by time, then naming its commit. */
export const assemblyFolderName = (startedAt: Date, commit: string): string =>
  `${startedAt.toISOString().replace(/[:.]/g, '-')}-${commit.slice(0, 12)}`;

/** A new folder for a deploy's assembly, and its record as `deploying`. */
export async function keepAssembly(root: string, record: DeployRecord): Promise<KeptAssembly> {
  const directory = join(
    stageDirectory(root, record.stage),
    assemblyFolderName(new Date(record.startedAt), record.commit),
  );
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return { directory, assembly: record.restored ?? directory, record };
}

export async function recordOutcome(
  kept: KeptAssembly,
  outcome: DeployRecord['outcome'],
): Promise<KeptAssembly> {
  const record = { ...kept.record, outcome };
  await writeFile(join(kept.directory, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return { ...kept, record };
}

/**
 * The stage's deploys as they stand, oldest first: each deploy that
 * succeeded adds its assembly, each rollback that succeeded takes the last
 * one off (so the last is what runs now, and a second rollback goes one
 * deploy further back, never round in a circle).
 */
export async function deployHistory(root: string, stage: string): Promise<KeptAssembly[]> {
  const folder = stageDirectory(root, stage);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const standing: KeptAssembly[] = [];
  for (const name of names.sort()) {
    const directory = join(folder, name);
    const text = await readFile(join(directory, RECORD_FILE), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const record = JSON.parse(text) as DeployRecord;
    if (record.outcome !== 'deployed' || record.stage !== stage) continue;
    if (record.restored === undefined) standing.push({ directory, assembly: directory, record });
    else standing.pop();
  }
  return standing;
}
