/**
 * A record's own entry: ids come from request bodies, and an id such as
 * `constructor` must not find a property every object inherits.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
