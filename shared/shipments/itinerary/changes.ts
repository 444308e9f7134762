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

/**
 * What turns one value into another, as paths walked the same way (a
 * shipment's facts: `status`, `customer.id`; a field absent before is `null`).
 */
export function valueChanges(before: Value, after: Value): ItineraryChange[] {
  const changes: ItineraryChange[] = [];
  collect('', before, after, changes);
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

/**
 * The itinerary before `changes`, from the one after them: what a version's
 * change list undoes (the outbound events compare a version with the one before).
 */
export function itineraryBefore(after: Itinerary, changes: readonly ItineraryChange[]): Itinerary {
  const before = structuredClone(after) as unknown as Record<string, Value>;
  const added: { list: Value[]; index: number }[] = [];
  for (const { path, from } of changes) {
    const steps = path.match(/[^.[\]]+/g) ?? [];
    const parent = steps
      .slice(0, -1)
      .reduce<Value>((value, step) => (value as Record<string, Value>)[step], before);
    const last = steps.at(-1)!;
    if (from !== null) (parent as Record<string, Value>)[last] = structuredClone(from);
    else if (Array.isArray(parent)) added.push({ list: parent, index: Number(last) });
    else delete (parent as Record<string, Value>)[last];
  }
  // Added elements are the last of their list: removed from the end, highest index first.
  for (const { list, index } of added.sort((a, b) => b.index - a.index)) list.splice(index, 1);
  return before as unknown as Itinerary;
}
