/** The operator's book: every alarm's description ends by naming its entry there. */
export const RUNBOOK_FILE = 'docs/operations.md';

/**
 * The runbook entries, by anchor: each is a heading `### Alarm: ...` of
 * docs/operations.md whose GitHub anchor is the key (a stack test checks
 * every alarm names one that exists).
 */
export type RunbookEntry =
  | 'api-5xx-rate'
  | 'route-latency'
  | 'route-errors'
  | 'submission-dead-letters'
  | 'processor-errors'
  | 'oldest-submission'
  | 'drop-folder-refusals'
  | 'table-throttles'
  | 'backup-jobs'
  | 'webhook-dead-letters'
  | 'import-dead-letters'
  | 'events-set-aside'
  | 'stream-iterator-age'
  | 'publisher-errors'
  | 'deliverer-errors'
  | 'webhook-queue-age'
  | 'function-throttles'
  | 'account-concurrency'
  | 'requests-over-budget';

/** An alarm description: what it means, then where its runbook entry is. */
export const runbook = (entry: RunbookEntry, meaning: string): string =>
  `${meaning} Runbook: ${RUNBOOK_FILE}#alarm-${entry}`;
