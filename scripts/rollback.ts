import { parseArgs } from 'node:util';
import { LIVE_ALIAS } from '#lib/constructs/live-alias';
import {
  checkedCount,
  checkedStage,
  runOperatorCommand,
  STAGE_COMMAND_OPTIONS,
  stageClients,
} from '#tools/operations/command';
import { Refusal } from '#tools/operations/refusal';
import { applyRollback, planRollback } from '#tools/operations/rollback';

/** Points the stage's `live` aliases back (docs/operations.md, "Rolling back"). */
const USAGE = `Usage: npm run rollback -- --stage <name> [--to previous|<version>] [--function <name>] [--region <region>] [--dry-run]
  --to previous (default)  each function the last deploy changed goes back to its version before
  --to <version>           that version of the one function --function names
  --function <name>        one function: its name, or part of its construct's id (PutItinerary)`;

await runOperatorCommand(async () => {
  const { values } = parseArgs({
    options: {
      ...STAGE_COMMAND_OPTIONS,
      to: { type: 'string', default: 'previous' },
      function: { type: 'string' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const stage = checkedStage(values.stage, USAGE);
  const to = values.to === 'previous' ? 'previous' : checkedCount(values.to, '--to', 1, 999_999);
  if (values.function !== undefined && !/^[\w-]{1,140}$/.test(values.function)) {
    throw new Refusal('--function must be a function name or part of one (letters, digits, _ and -).');
  }
  const clients = stageClients(values.region);

  const plan = await planRollback(clients, { stage, to, functionName: values.function });
  for (const left of plan.leftAlone) {
    console.log(`${left.functionName}: stays on ${left.version} (${left.reason})`);
  }
  if (values['dry-run']) {
    for (const move of plan.moves)
      console.log(`${move.functionName}: would move ${LIVE_ALIAS} ${move.from} -> ${move.to}`);
    return 0;
  }
  await applyRollback(clients.lambda, plan, (move) =>
    console.log(`${move.functionName}: ${LIVE_ALIAS} ${move.from} -> ${move.to}`),
  );
  console.log(`Rolled back ${plan.moves.length} alias(es) of stage ${stage}.`);
  return 0;
});
