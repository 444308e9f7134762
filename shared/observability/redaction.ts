/**
 * What must never reach a log line or an error body, whatever the code that
 * writes it: bearer tokens and cookies, and the parts of a presigned URL that
 * let anyone holding it act as the function that signed it.
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
 * A JSON Web Token, as every bearer token of the service is (Cognito's ID
 * tokens, the local server's): header and payload are base64url JSON objects,
 * so both start `eyJ`.
 */
const BEARER_TOKEN = /eyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g;

/** A string with bearer tokens replaced by `REDACTED`, wherever a client put one (a query string, a body). */
export function redactTokens(text: string): string {
  return text.includes('eyJ') ? text.replace(BEARER_TOKEN, REDACTED) : text;
}

/** A webhook signing secret as Standard Webhooks writes it: `whsec_` + base64. */
const WEBHOOK_SECRET = /whsec_[A-Za-z0-9+/=]+/g;

/** A string with webhook secrets replaced by `REDACTED`: a secret is shown once, to its creator, never logged. */
export function redactWebhookSecrets(text: string): string {
  return text.includes('whsec_') ? text.replace(WEBHOOK_SECRET, `whsec_${REDACTED}`) : text;
}

/** What every text the service writes out (a log line, an error body) goes through. */
export const redactText = (text: string): string =>
  redactWebhookSecrets(redactTokens(redactSignedUrls(text)));

/**
 * A copy of a JSON value with every string redacted: for error bodies, which
 * echo parts of the request (its URI, a value) back to the caller.
 */
export function redactStrings<T>(value: T): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map(redactStrings) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item)])) as T;
  }
  return value;
}

/**
 * What the logger does to every key and value of every log line, nested ones
 * included, before the value is written (./log-values.ts): a credential key
 * is dropped with its value, a string is redacted.
 */
export function redactSecrets(key: string, value: unknown): unknown {
  if (CREDENTIAL_KEYS.has(key.toLowerCase())) return undefined;
  return typeof value === 'string' ? redactText(value) : value;
}
