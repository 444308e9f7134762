import type { StoredItem } from './item';
import { type KeyQuery, queryUpTo } from './query';

/** A position in an ordered collection, as the spec's `offset` and `limit`. */
export interface PageRequest {
  offset: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  /** Whether items exist after this page. */
  hasMore: boolean;
}

/**
 * The page at `offset` of the items `query` returns in index order: reads and
 * drops the keys of the first `offset` items, then reads `limit` items and one
 * more to tell whether another page exists. Its cost grows with `offset`, as any
 * offset pagination over DynamoDB's forward-only cursors does.
 */
export async function queryPage(query: KeyQuery, { offset, limit }: PageRequest): Promise<Page<StoredItem>> {
  let startKey: Record<string, unknown> | undefined;
  if (offset > 0) {
    const skipped = await queryUpTo(query, offset, undefined, true);
    if (skipped.items.length < offset || skipped.nextKey === undefined) return { items: [], hasMore: false };
    startKey = skipped.nextKey;
  }
  const { items } = await queryUpTo(query, limit + 1, startKey);
  return { items: items.slice(0, limit), hasMore: items.length > limit };
}
