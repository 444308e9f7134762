export const UNPAIRED_SURROGATE_REASON =
  'the text holds half of a UTF-16 surrogate pair, which has no UTF-8 form and cannot be stored';

/**
 * Where in a parsed request the first string holding an unpaired surrogate is,
 * or undefined. JSON escapes such as `"\ud800"` parse to them; they cannot be
 * encoded as UTF-8 (a URL, an S3 key, DynamoDB), so they are refused at the
 * edge. Walks with an explicit stack: a body may nest deeper than the call stack.
 */
export function unpairedSurrogatePath(value: unknown): PropertyKey[] | undefined {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      // Not well formed: holds a UTF-16 surrogate without its other half.
      if (!current.isWellFormed()) return path;
    } else if (current !== null && typeof current === 'object') {
      const entries = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
      // Reversed onto the stack, so that the first offending property in document order is found first.
      for (const [key, child] of entries.reverse()) pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}
