import { parseArgs } from 'node:util';
import { LIVE_ALIAS } from '#lib/constructs/live-alias';
import { deployAssembly } from '#tools/operations/cdk-deploy';
import {
  checkedCount,
  checkedStage,
  runOperatorCommand,
  STAGE_COMMAND_OPTIONS,
  stageClients,
} from '#tools/operations/command';
import { DEFAULT_ASSEMBLY_ROOT } from '#tools/operations/kept-assemblies';
import { Refusal } from '#tools/operations/refusal';
import { planRestore, restoreDeploy } from '#tools/operations/restore-deploy';
import { applyRollback, planRollback } from '#tools/operations/rollback';

/** Restores the stage's previous deploy, or in an emergency only its functions (docs/operations.md, "Rolling back"). */
const USAGE = `Usage: npm run rollback -- --stage <name> [--to previous] [--assemblies <dir>] [--region <region>] [--dry-run]
       npm run rollback -- --stage <name> --functions-only [--to previous|<version>] [--function <name>] [--region <region>] [--dry-run]
  --to previous (default)  deploys the stage's previous kept assembly (npm run deploy) whole: policies, routes,
                           settings and code, after checking every stack is stable
  --functions-only         the emergency step: only points live aliases back, nothing else (old code keeps
                           the new deploy's policies and settings), until the next deploy
    --to previous          each function the last deploy changed goes back to its version before
    --to <version>         that version of the one function --function names
    --function <name>      one function: its name, or part of its construct's id (PutItinerary)`;

await runOperatorCommand(async () => {
  const { values } = parseArgs({
    options: {
      ...STAGE_COMMAND_OPTIONS,
      to: { type: 'string', default: 'previous' },
      function: { type: 'string' },
      'functions-only': { type: 'boolean', default: false },
      assemblies: { type: 'string', default: DEFAULT_ASSEMBLY_ROOT },
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

  if (!values['functions-only']) {
    if (to !== 'previous' || values.function !== undefined) {
      throw new Refusal('--to <version> and --function move aliases only: add --functions-only.');
    }
    const restore = await planRestore(clients.cloudFormation, stage, values.assemblies);
    console.log(
      `Stage ${stage} runs ${restore.current.record.commit} (${restore.current.assembly}); ` +
        `rolling back to ${restore.previous.record.commit} (${restore.previous.assembly}).`,
    );
    if (values['dry-run']) return 0;
    if (values.region !== undefined) process.env.AWS_REGION = values.region;
    await restoreDeploy(restore, deployAssembly, new Date());
    console.log(`Stage ${stage} runs ${restore.previous.record.commit} again.`);
    return 0;
  }

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
