import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id (version 8) derived from SHA-256 of `parts`: the same parts
 * always give the same id, so a retried or redelivered request names what its
 * first run made instead of making it again.
 */
export function derivedId(parts: readonly string[]): string {
  const hex = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
