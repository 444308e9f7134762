import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { BudgetPolicy } from '#shared/budgets/token-bucket';
import { type OperatorSettings, operatorParameterName } from '#shared/integrations/stage-settings';
import { type ClientSummary, UsageError } from './client-admin';

/** The largest rate and burst the limits command takes: far above any partner's need, well inside a number. */
const LARGEST = { rate: 100_000, burst: 1_000_000 } as const;

function positiveWholeNumber(option: 'rate' | 'burst', value: string | undefined): number {
  if (value === undefined) throw new UsageError(`--${option} is required: a positive whole number.`);
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > LARGEST[option]) {
    throw new UsageError(
      `--${option} must be a positive whole number up to ${LARGEST[option]}, not "${value}".`,
    );
  }
  return Number(value);
}

/** The budget `--rate` and `--burst` give, each refused by name when it is not a positive whole number. */
export function checkedBudget(rate: string | undefined, burst: string | undefined): BudgetPolicy {
  return { rate: positiveWholeNumber('rate', rate), burst: positiveWholeNumber('burst', burst) };
}

/** The table of a deployed stage, from the settings its stack wrote. */
export async function stageTableName(stage: string): Promise<string> {
  const parameter = await new SSMClient({})
    .send(new GetParameterCommand({ Name: operatorParameterName(stage) }))
    .catch((error: Error) => {
      throw new UsageError(
        `Stage ${stage} has no integrations settings (${operatorParameterName(stage)}): ${error.message}.`,
      );
    });
  return (JSON.parse(parameter.Parameter?.Value ?? '{}') as OperatorSettings).tableName;
}

/**
 * Gives the client a budget of its own in the table `TABLE_NAME` names (set
 * before this runs: the store reads it once); every function instance sees it
 * at its next lease, within about a second.
 */
export async function setClientBudget(client: ClientSummary, policy: BudgetPolicy) {
  const { setBudgetPolicy } = await import('#shared/budgets/store');
  await setBudgetPolicy({ kind: 'client', id: client.clientId }, policy);
  return { clientId: client.clientId, name: client.name, ...policy };
}
