/** The longest object key S3 accepts, in bytes of UTF-8. */
const MAX_KEY_BYTES = 1024;

// C0 controls, DEL and C1 controls: invisible in logs, and some clients and proxies rewrite them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why a drop-bucket key cannot be used, or undefined when it names exactly one
 * object as written. A key that a path resolver could turn into another one
 * (`.`/`..` and empty segments, a leading slash, a backslash some tools read as
 * a separator) is refused rather than normalised: the service never reads a
 * key other than the one it was given (docs/documents.md, Document keys).
 */
export function fileKeyProblem(key: string): string | undefined {
  const bytes = Buffer.byteLength(key, 'utf8');
  if (bytes < 1 || bytes > MAX_KEY_BYTES) return `must be 1 to ${MAX_KEY_BYTES} bytes of UTF-8`;
  if (key.startsWith('/')) return 'must not start with /';
  if (key.includes('\\')) return 'must not contain a backslash';
  if (CONTROL_CHARACTER.test(key)) return 'must not contain a control character';
  for (const segment of key.split('/')) {
    if (segment === '') return 'must not contain an empty segment (//) or end with /';
    if (segment === '.' || segment === '..') return 'must not contain a . or .. segment';
  }
  return undefined;
}
