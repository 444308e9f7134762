import { isDeepStrictEqual } from 'node:util';

/** The table's primary key of an item. */
export interface ItemKey {
  pk: string;
  sk: string;
}

/**
 * Every item: its keys, the index keys when it belongs to an indexed access
 * pattern, the entity it holds and the entity's value under `data`, so that
 * reading an entity back is taking `data` whole.
 */
export interface Item<Data = unknown> extends ItemKey {
  gsi1pk?: string;
  gsi1sk?: string;
  entity: string;
  /** Optimistic-concurrency counter of entities updated through the API. */
  version?: number;
  /** When an entity updated through the API was committed, where its events need it (ISO 8601 UTC, ms). */
  changedAt?: string;
  data: Data;
  /** A large part of the entity, stored compressed beside `data` (an itinerary's version). */
  payload?: Uint8Array;
}

/** What the document client hands back for an item. */
export type StoredItem = Record<string, unknown>;

export function keyOf(item: ItemKey): ItemKey {
  return { pk: item.pk, sk: item.sk };
}

/** One string per key, for sets and maps of keys. */
export function keyId(key: ItemKey): string {
  return JSON.stringify([key.pk, key.sk]);
}

/** The entity value of a stored item; the owning module names its type. */
export function dataOf<Data>(item: StoredItem): Data {
  return item.data as Data;
}

/** What turns `previous` items into `next`: items new or changed, and keys no longer present. */
export function changesBetween(
  previous: readonly Item[],
  next: readonly Item[],
): { puts: Item[]; deletes: ItemKey[] } {
  const previousById = new Map(previous.map((item) => [keyId(item), item]));
  const nextIds = new Set(next.map(keyId));
  return {
    puts: next.filter((item) => !isDeepStrictEqual(previousById.get(keyId(item)), item)),
    deletes: previous.filter((item) => !nextIds.has(keyId(item))).map(keyOf),
  };
}
