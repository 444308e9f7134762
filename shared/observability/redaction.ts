/**
 * What must never reach a log line, whatever the code that logs it: bearer
 * tokens and cookies, and the parts of a presigned URL that let anyone holding
 * it act as the function that signed it.
 */

/** Keys (header names, usually) whose values are credentials: dropped with their key. */
const CREDENTIAL_KEYS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/**
 * `X-Amz-Signature`, `X-Amz-Credential` and `X-Amz-Security-Token` query values,
 * also when the URL itself sits URL-encoded inside another one (`%3D`).
 */
const SIGNED_URL_PARAMETER = /(X-Amz-(?:Signature|Credential|Security-Token)(?:=|%3D))[^&#\s"'<>]*/gi;

export const REDACTED = 'REDACTED';

/** A string with the signing values of any presigned URL in it replaced by `REDACTED`. */
export function redactSignedUrls(text: string): string {
  // Cheap test first: almost no logged string carries an AWS query parameter.
  return /x-amz-/i.test(text) ? text.replace(SIGNED_URL_PARAMETER, `$1${REDACTED}`) : text;
}

/**
 * The logger's JSON replacer: called for every key and value of every log
 * line, nested ones included, before the value is written.
 */
export function redactSecrets(key: string, value: unknown): unknown {
  if (CREDENTIAL_KEYS.has(key.toLowerCase())) return undefined;
  return typeof value === 'string' ? redactSignedUrls(value) : value;
}
