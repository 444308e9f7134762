/** Which delivery of a queued message this is: attempt `number` of at most `of` before its work is failed. */
export interface Attempt {
  number: number;
  of: number;
}

/** `settled`: nothing more to do (done, failed, or dropped); `retry`: deliver the message again after the backoff. */
export type AttemptOutcome = 'settled' | 'retry';
