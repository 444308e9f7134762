import { parseArgs } from 'node:util';
import {
  checkedCount,
  checkedStage,
  runOperatorCommand,
  STAGE_COMMAND_OPTIONS,
  stageClients,
} from '#tools/operations/command';
import { DEFAULT_KEPT_DEPLOYS, pruneVersions } from '#tools/operations/prune-versions';

/** Deletes function versions no rollback needs (docs/operations.md, "Versions kept"). */
const USAGE = `Usage: npm run prune-versions -- --stage <name> [--keep ${DEFAULT_KEPT_DEPLOYS}] [--region <region>] [--dry-run]
  Keeps each function's newest version, the --keep before it, and every version an alias points to.`;

await runOperatorCommand(async () => {
  const { values } = parseArgs({
    options: {
      ...STAGE_COMMAND_OPTIONS,
      keep: { type: 'string', default: String(DEFAULT_KEPT_DEPLOYS) },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const stage = checkedStage(values.stage, USAGE);
  const keep = checkedCount(values.keep, '--keep', 1, 100);
  const clients = stageClients(values.region);
  const verb = values['dry-run'] ? 'would delete' : 'deleted';
  const pruned = await pruneVersions(clients, { stage, keep, dryRun: values['dry-run'] }, (fn) =>
    console.log(`${fn.functionName}: kept ${fn.kept.join(', ')}; ${verb} ${fn.deleted.length}`),
  );
  console.log(
    `${verb} ${pruned.reduce((total, fn) => total + fn.deleted.length, 0)} version(s) of stage ${stage}.`,
  );
  return 0;
});
