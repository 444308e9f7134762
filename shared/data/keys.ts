import { rankKey } from './collection-ranks';
import type { ItemKey } from './item';

/**
 * The parts every key of the single table is built from. Each feature owns the
 * keys of its own items beside the code that stores them (`keys.ts` in its
 * folder); `docs/data-model.md`'s tables are generated from the features'
 * item types (`tools/data-model-doc/item-types.ts`), and a unit test checks
 * that what the key functions build matches the templates.
 */

/** Index partitions of ranked collections start with it; so does their count item's partition. */
const COLLECTION = 'COLLECTION';
/** Index partitions of records still pending start with it. */
const PENDING = 'PENDING';

/** The `entity` attribute of the items every ranked collection has beside its members. */
export const COLLECTION_ENTITIES = {
  count: 'COUNT',
  hole: 'HOLE',
} as const;

/** Sorts after every character of a stored date, time or id: the open upper end of a key range. */
export const SORTS_LAST = '\uffff';

/** A key's parts joined with `#`. */
export const joinKey = (...parts: string[]) => parts.join('#');

/** A key range of sort keys, both ends included (`BETWEEN`). */
export interface SortKeyRange {
  from: string;
  to: string;
}

/** The index partition of a ranked collection named by `parts`. */
export function collectionPartition(...parts: string[]): string {
  return joinKey(COLLECTION, ...parts);
}

/** The index partition of records of one kind still pending, oldest first. */
export function pendingPartition(kind: string): string {
  return joinKey(PENDING, kind);
}

/**
 * Where creation order puts an entity: creation time, then id to break ties.
 * Shipments are ranked by it; submissions, subscriptions and pending deliveries
 * are listed by it.
 */
export function creationOrderKey({ createdAt, id }: { createdAt: string; id: string }): string {
  return joinKey(createdAt, id);
}

/**
 * Every partition of an item type whose partition keys are `<entity>#<id>`,
 * as an IAM `dynamodb:LeadingKeys` pattern: what a function limited to them may reach.
 */
export function everyPartitionOf(entity: string): string {
  return joinKey(entity, '*');
}

// Ranked collections

/** The item that holds how many members a ranked collection has. */
export function collectionCountKey(collection: string): ItemKey {
  return { pk: collection, sk: COLLECTION_ENTITIES.count };
}

/** Beside the count item: marks `rank` as the rank of a deleted member (collection-holes.ts). */
export function collectionHoleKey(collection: string, rank: number): ItemKey {
  return { pk: collection, sk: joinKey(COLLECTION_ENTITIES.hole, rankKey(rank)) };
}

/** One item type of the table, as docs/data-model.md describes it. */
export interface ItemType {
  /** What it is, where its `entity` does not say. */
  kind?: string;
  /** Its `entity` attribute; null when it has none (Powertools writes it). */
  entity: string | null;
  /** Attributes it has besides its keys, `entity`, `data` (and `version` where named). */
  also?: string;
  /** Its partition key, or the partition keys it may have. */
  pk: string | readonly string[];
  sk: string;
  gsi1?: { pk: string; sk: string; when?: string };
  /** What it holds. */
  data: string;
}

/** The template of a rank in an index sort key. */
export const RANK_TEMPLATE = (order: string) => `<rank in ${order}, 10 digits>`;
/** The template of a creation-order key (`creationOrderKey`). */
export const CREATION_ORDER_TEMPLATE = '<createdAt>#<id>';

/**
 * The item types every ranked collection adds, given the templates of the
 * collections' partitions: those with a count, and those that keep holes.
 */
export function collectionItemTypes(collections: {
  counted: readonly string[];
  withHoles: readonly string[];
}) {
  return {
    count: {
      entity: COLLECTION_ENTITIES.count,
      pk: collections.counted,
      sk: COLLECTION_ENTITIES.count,
      data: '`{ count }`: members of the ranked collection (for deliveries and subscriptions: ranks ever handed out)',
    },
    hole: {
      entity: COLLECTION_ENTITIES.hole,
      pk: collections.withHoles,
      sk: joinKey(COLLECTION_ENTITIES.hole, '<rank, 10 digits>'),
      data: "`{ rank }`: the rank of a deleted subscription, put in the delete's transaction",
    },
  } as const satisfies Record<string, ItemType>;
}
