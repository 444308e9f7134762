import { isDeepStrictEqual } from 'node:util';
import type { ItineraryChange } from '#shared/domain/itinerary-version';
import type { Itinerary } from '#shared/domain/types';

type Value = unknown;

const isRecord = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const absentAsNull = (value: Value): Value => (value === undefined ? null : value);

/**
 * What turns `before` into `after`, as paths to the values that differ. Lists
 * (moves, events) are compared position by position, since the itinerary keeps
 * their order as sent: an element past the other list's end is added or removed
 * whole. Objects are compared field by field; any other value is a leaf.
 */
export function itineraryChanges(before: Itinerary | undefined, after: Itinerary): ItineraryChange[] {
  const changes: ItineraryChange[] = [];
  // A first version is every move added to an empty itinerary.
  collect('', before ?? { moves: [] }, after, changes);
  return changes;
}

function collect(path: string, before: Value, after: Value, changes: ItineraryChange[]): void {
  if (isDeepStrictEqual(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index++) {
      collect(`${path}[${index}]`, before[index], after[index], changes);
    }
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      collect(path === '' ? key : `${path}.${key}`, before[key], after[key], changes);
    }
    return;
  }
  changes.push({ path, from: absentAsNull(before), to: absentAsNull(after) });
}
