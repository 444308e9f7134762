export type FindingStatus = 'ok' | 'fail' | 'warn' | 'info';

/** One line of `npm run preflight`: what was checked, how it stands, and what to do about it. */
export interface Finding {
  readonly status: FindingStatus;
  readonly check: string;
  readonly detail: string;
}
