import type { Page, PageRequest } from '#shared/data/pagination';
import { renderCollectionPage } from '#shared/presenters/collection-page';
import { currentSettings } from '../settings/current-settings';

/** Applies the spec's limit/offset convention: defaults, then the collection page shape. */
export async function pageOf<T>(
  basePath: string,
  uri: string,
  query: { limit?: number | undefined; offset?: number | undefined },
  read: (page: PageRequest) => Promise<Page<T>>,
) {
  const page = { limit: query.limit ?? (await currentSettings()).defaultPageSize, offset: query.offset ?? 0 };
  const { items, hasMore } = await read(page);
  return renderCollectionPage(basePath, uri, page, items, hasMore);
}
