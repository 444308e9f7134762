/**
 * Why a submission could not be processed, in words fit for its `reason`.
 * `retryable` failures (a timeout, a 503, a missing object that may still be
 * uploading) are tried again; the others would fail the same way every time.
 * `cause` keeps the underlying error for the log, never for the reason.
 */
export class SubmissionFailure extends Error {
  override readonly name = 'SubmissionFailure';

  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    cause?: unknown,
  ) {
    super(reason, cause === undefined ? undefined : { cause });
  }
}

export const permanentFailure = (reason: string, cause?: unknown) =>
  new SubmissionFailure(reason, false, cause);
export const retryableFailure = (reason: string, cause?: unknown) =>
  new SubmissionFailure(reason, true, cause);

/** Any error as a submission failure: a SubmissionFailure as it is, anything else retryable, with `reason`. */
export const asSubmissionFailure = (error: unknown, reason: string): SubmissionFailure =>
  error instanceof SubmissionFailure ? error : retryableFailure(reason, error);

/** The same failure, its reason saying which page it happened on. */
export const onPage = (page: number, failure: SubmissionFailure): SubmissionFailure =>
  new SubmissionFailure(`Page ${page}: ${failure.reason}.`, failure.retryable, failure.cause);
