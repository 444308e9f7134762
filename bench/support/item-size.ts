/**
 * The size DynamoDB bills an item at, from its plain JavaScript value as the
 * document client sends it: attribute names and values in UTF-8, numbers at
 * about one byte per two significant digits plus one, 1 byte for a boolean or
 * null, 3 bytes plus 1 per element for a list or map. Undefined values are left
 * out, as the service's document client does.
 */
export function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) => (value === undefined ? sum : sum + utf8Bytes(name) + valueBytes(value)),
    0,
  );
}

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function valueBytes(value: unknown): number {
  if (typeof value === 'string') return utf8Bytes(value);
  if (typeof value === 'number')
    return Math.ceil(String(Math.abs(value)).replace(/[.-]|e.*$/g, '').length / 2) + 1;
  if (typeof value === 'boolean' || value === null) return 1;
  if (Array.isArray(value)) {
    return 3 + value.reduce((sum: number, element) => sum + 1 + valueBytes(element), 0);
  }
  if (value instanceof Uint8Array) return value.byteLength;
  if (typeof value === 'object')
    return 3 + Object.keys(value).length + itemBytes(value as Record<string, unknown>);
  return 0;
}

/** Write units of an item of `bytes` in a transaction: 2 per started KB (twice a plain write's). */
export const transactionalWriteUnits = (bytes: number): number => 2 * Math.max(1, Math.ceil(bytes / 1024));
