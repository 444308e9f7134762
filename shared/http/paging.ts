import type { Page, PageRequest } from '#shared/data/pagination';
import { renderBoundedCollectionPage, renderCollectionPage } from '#shared/http/collection-page';
import { currentSettings } from '../settings/current-settings';

/** What a collection of large items bounds its pages by, beyond the client's `limit`. */
export interface PageBounds {
  /** Items a page holds at most, whatever `limit` asks. */
  maxItems: number;
  /** JSON bytes a page holds at most: a page cut short by size still has a `next`. */
  maxBytes: number;
}

/** Applies the spec's limit/offset convention: defaults, then the collection page shape. */
export async function pageOf<T>(
  basePath: string,
  uri: string,
  query: { limit?: number | undefined; offset?: number | undefined },
  read: (page: PageRequest) => Promise<Page<T>>,
  bounds?: PageBounds,
) {
  const limit = query.limit ?? (await currentSettings()).defaultPageSize;
  const page = { limit: Math.min(limit, bounds?.maxItems ?? limit), offset: query.offset ?? 0 };
  const { items, hasMore } = await read(page);
  return bounds
    ? renderBoundedCollectionPage(basePath, uri, page, items, hasMore, bounds.maxBytes)
    : renderCollectionPage(basePath, uri, page, items, hasMore);
}
