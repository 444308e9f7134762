import { type AccessPattern, inModule, keyTemplates } from '#shared/data/access-patterns';
import { idempotencyItemTypes } from './keys';

const keyOf = keyTemplates(idempotencyItemTypes());

/**
 * How the keyed requests' idempotency records are read and written, as
 * docs/data-model.md lists them (`npm run docs:data-model`).
 */
export const idempotencyAccessPatterns = (): AccessPattern[] => [
  {
    pattern:
      "Claim, read, complete or free a keyed request's idempotency record (`Idempotency-Key`; docs/api-behaviour.md)",
    index:
      "table, consistent Get, then conditional Put (claim, with its request's `claimToken`; a refused one returns the record it met), Update (answer) or conditional Delete (a failed request frees the key while it holds the claim, unless its change committed)",
    key: `${keyOf('idempotencyRecord')}; expires by TTL (\`expiresAtEpoch\`, 24 h)`,
    functions: [
      {
        ...inModule('shared/http/idempotency/records.ts', 'SingleTableIdempotencyStore'),
        note: "Powertools' persistence layer",
      },
    ],
  },
  {
    pattern: "Mark a keyed request's record committed, in the transaction of its change",
    index: 'table, TransactWrite (one more item)',
    key: "as above, on condition `status = INPROGRESS`, the request's own `claimToken` and no `committedAt`",
    functions: [
      inModule('shared/http/idempotency/fence.ts', 'withIdempotencyFence'),
      {
        ...inModule('shared/data/commit-marker.ts', 'commitMarkerItems'),
        note: 'which adds it to the transactions of `writeIfVersionUnchanged` and `putNewSubscription`',
      },
    ],
  },
];
