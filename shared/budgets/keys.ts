import type { ItemKey } from '#shared/data/item';
import { everyPartitionOf, joinKey } from '#shared/data/keys';

/** The `entity` attribute of a caller's request budget; its keys start with it too. */
export const BUDGET_ENTITIES = { budget: 'BUDGET' } as const;

/** Who a budget belongs to: a machine client by its id, a person by driver id or subject. */
export interface BudgetedCaller {
  kind: 'client' | 'driver' | 'dispatcher';
  id: string;
}

export function budgetKey(caller: BudgetedCaller): ItemKey {
  return { pk: joinKey(BUDGET_ENTITIES.budget, caller.kind, caller.id), sk: BUDGET_ENTITIES.budget };
}

/** Every budget's partition, as an IAM `dynamodb:LeadingKeys` pattern: what every route function may update. */
export const EVERY_BUDGET_PARTITION = everyPartitionOf(BUDGET_ENTITIES.budget);

/** The request budget's item, as docs/data-model.md describes it. */
export function budgetItemTypes() {
  return {
    budget: {
      entity: BUDGET_ENTITIES.budget,
      also: '`tokens`, `refilledAt`, `version`; `rate`, `burst` when an operator set them; `expiresAtEpoch` otherwise',
      pk: joinKey(BUDGET_ENTITIES.budget, '<kind>', '<id>'),
      sk: BUDGET_ENTITIES.budget,
      data: 'none: a caller\'s token bucket (docs/integrations.md, "Request budgets"), its attributes at the top level so that one UpdateItem leases tokens; its own policy is set by `npm run client -- limits`',
    },
  } as const;
}
