/**
 * What an operator command will not do, and why, in one line: printed
 * without a stack trace, and the command exits non-zero having changed
 * nothing it had not said it changed.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

/** Errors of the AWS SDK that mean the caller has no usable credentials. */
const NO_CREDENTIALS = new Set([
  'CredentialsProviderError',
  'ExpiredToken',
  'ExpiredTokenException',
  'InvalidClientTokenId',
  'UnrecognizedClientException',
  'TokenRefreshRequired',
]);

/**
 * The one line an operator sees for `error`: a refusal as it is, missing or
 * expired credentials and a missing region as what to do about them, any
 * other AWS error with its name. `undefined` for anything else (a bug: let it
 * show its stack).
 */
export function operatorMessage(error: unknown): string | undefined {
  if (error instanceof Refusal) return error.message;
  if (!(error instanceof Error)) return undefined;
  if (NO_CREDENTIALS.has(error.name)) {
    return `No usable AWS credentials (${error.name}): set AWS_PROFILE (aws sso login) or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`;
  }
  if (/region is missing/i.test(error.message)) return 'No AWS region: set AWS_REGION or pass --region.';
  if ('$metadata' in error) return `AWS refused: ${error.name}: ${error.message.split('\n')[0]}`;
  return undefined;
}
