import fc from 'fast-check';
import { hostileJson, hostileShortString } from './hostile-values';

// biome-ignore lint/suspicious/noExplicitAny: mutations reach into arbitrary JSON as a hostile client would
type Json = any;

/**
 * One change to a valid body: a value somewhere replaced by one of the wrong
 * type or size, a property removed, or an unknown one added. `path` picks the
 * place: at each level, the child at that index (modulo the number of children).
 */
export type Mutation =
  | { kind: 'replace'; path: number[]; value: unknown }
  | { kind: 'remove'; path: number[] }
  | { kind: 'add'; path: number[]; name: string; value: unknown };

const path = fc.array(fc.nat(), { maxLength: 7 });

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), path, value: hostileJson }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), path }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      path,
      name: fc.oneof(
        hostileShortString,
        fc.constantFrom('__proto__', 'constructor', 'id', 'status', 'version'),
      ),
      value: hostileJson,
    }),
    weight: 2,
  },
);

const isContainer = (value: unknown): value is Json => value !== null && typeof value === 'object';

/** The container at the end of `path` and the key in it that the mutation targets. */
function target(root: Json, steps: readonly number[]): { parent: Json; key: string | number } | undefined {
  let parent: Json = root;
  let key: string | number | undefined;
  for (const step of steps) {
    const current = key === undefined ? parent : parent[key];
    if (!isContainer(current)) break;
    const keys: (string | number)[] = Array.isArray(current)
      ? current.map((_, i) => i)
      : Object.keys(current);
    if (keys.length === 0) break;
    if (key !== undefined) parent = current;
    key = keys[step % keys.length]!;
  }
  return key === undefined ? undefined : { parent, key };
}

/** Adds an own property, `__proto__` included, as `JSON.parse` would make it. */
function addProperty(host: Json, name: string, value: unknown): void {
  if (isContainer(host) && !Array.isArray(host)) {
    Object.defineProperty(host, name, { value, enumerable: true, writable: true, configurable: true });
  }
}

/** Applies the mutation to a deep copy of `body`: a body that no longer fits its schema, or fits it oddly. */
export function applyMutation(body: unknown, change: Mutation): unknown {
  const copy: Json = structuredClone(body);
  const place = target(copy, change.path);
  if (place === undefined) {
    if (change.kind === 'replace') return change.value;
    if (change.kind === 'add') addProperty(copy, change.name, change.value);
    return copy;
  }
  const { parent, key } = place;
  if (change.kind === 'replace') parent[key] = change.value;
  else if (change.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else addProperty(isContainer(parent[key]) ? parent[key] : parent, change.name, change.value);
  return copy;
}
