/** The itinerary's version as an HTTP entity tag, for `ETag` and `If-Match`. */
export const etagOf = (version: number): string => `"${version}"`;

/** Whether an `If-Match` header names this version (`*` names any; weak tags compare by value). */
export function ifMatchAccepts(header: string, version: number): boolean {
  return ifMatchAcceptsTag(header, etagOf(version));
}

/** Whether an `If-Match` header names the entity tag `current` (`*` names any; weak tags compare by value). */
export function ifMatchAcceptsTag(header: string, current: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === current);
}
