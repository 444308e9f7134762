import type { SendResult } from './send';

/** How an attempt ended: the receiver's HTTP status, or why no answer came. */
export type AttemptStatus = number | 'timeout' | 'refused' | 'tls';

/** One attempt of a delivery, as its record keeps it. */
export interface AttemptRecord {
  /** When the attempt began, ISO 8601 UTC. */
  at: string;
  status: AttemptStatus;
  durationMs: number;
  /** The first 1 KB of the receiver's answer (empty when none came). */
  answer: string;
}

/** What a failure to get an answer was: no answer in time, a TLS failure, or a connection not made (or refused by the URL rules). */
export function attemptStatusOf(result: SendResult): AttemptStatus {
  if ('status' in result) return result.status;
  if (result.failure.startsWith('no answer within')) return 'timeout';
  if (/TLS|SSL|CERT|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(result.failure)) return 'tls';
  return 'refused';
}

/** The record of an attempt begun at `at` that took `durationMs`. */
export const attemptRecordOf = (result: SendResult, at: Date, durationMs: number): AttemptRecord => ({
  at: at.toISOString(),
  status: attemptStatusOf(result),
  durationMs: Math.round(durationMs),
  answer: 'answer' in result ? (result.answer ?? '') : '',
});
