import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { deployAssembly, runCdk } from '#tools/operations/cdk-deploy';
import { checkedStage, runOperatorCommand } from '#tools/operations/command';
import { DEFAULT_ASSEMBLY_ROOT, keepAssembly, recordOutcome } from '#tools/operations/kept-assemblies';
import { Refusal } from '#tools/operations/refusal';

/** Synthesizes the stage into a kept assembly, then deploys that assembly (docs/operations.md, "Deploys and rollback"). */
const USAGE = `Usage: npm run deploy -- --stage <name> [-c key=value ...] [--assemblies <dir>]
  Keeps the cloud assembly under <dir>/<stage>/ (default ${DEFAULT_ASSEMBLY_ROOT}/) with its commit, so that
  npm run rollback -- --stage <name> can deploy it again.`;

await runOperatorCommand(async () => {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      context: { type: 'string', short: 'c', multiple: true, default: [] },
      assemblies: { type: 'string', default: DEFAULT_ASSEMBLY_ROOT },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const stage = checkedStage(values.stage, USAGE);
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  if (git('status', '--porcelain', '--untracked-files=no') !== '') {
    throw new Refusal(
      'The working tree has uncommitted changes: a kept assembly must be the commit it names.',
    );
  }
  const kept = await keepAssembly(values.assemblies, {
    stage,
    commit: git('rev-parse', 'HEAD'),
    startedAt: new Date().toISOString(),
    outcome: 'deploying',
  });
  const context = [`stage=${stage}`, ...values.context].flatMap((pair) => ['-c', pair]);
  try {
    await runCdk(['synth', '--quiet', ...context, '--output', kept.assembly], 'cdk synth');
    await deployAssembly(kept.assembly);
  } catch (error) {
    await recordOutcome(kept, 'failed');
    throw error;
  }
  await recordOutcome(kept, 'deployed');
  console.log(
    `Deployed stage ${stage} from ${kept.record.commit}; its assembly is kept in ${kept.assembly}.`,
  );
  return 0;
});
