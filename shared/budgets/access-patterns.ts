import { type AccessPattern, inModule, keyTemplates } from '#shared/data/access-patterns';
import { budgetItemTypes } from './keys';

const keyOf = keyTemplates(budgetItemTypes());

/**
 * How the callers' request budgets are read and written, as docs/data-model.md
 * lists them (`npm run docs:data-model`).
 */
export const budgetAccessPatterns = (): AccessPattern[] => [
  {
    pattern:
      "Lease tokens of a caller's request budget: on condition that the bucket is the version last seen; a refusal hands back the item as it is (about one write per 13 requests of a busy client)",
    index: 'table, Update (ReturnValuesOnConditionCheckFailure ALL_OLD)',
    key: keyOf('budget'),
    functions: [inModule('shared/budgets/store.ts', 'writeLease')],
  },
  {
    pattern: "Read a caller's request budget again, when refusing it after a second without seeing it",
    index: 'table, Get (strongly consistent)',
    key: 'as above',
    functions: [inModule('shared/budgets/store.ts', 'readBucket')],
  },
  {
    pattern: 'Give a caller a request budget of its own (`npm run client -- limits`), keeping its tokens',
    index: 'table, Update',
    key: 'as above',
    functions: [inModule('shared/budgets/store.ts', 'setBudgetPolicy')],
  },
];
