export interface PageRequest {
  limit: number;
  offset: number;
}

/**
 * A page of a collection in the spec's shape: `next` always a string (the
 * items after the ones shown), `previous` only after the first page.
 */
export function renderCollectionPage<T>(
  basePath: string,
  selfUri: string,
  page: PageRequest,
  items: T[],
  hasMore: boolean,
) {
  const link = (offset: number) => `${basePath}?limit=${page.limit}&offset=${offset}`;
  return {
    self: selfUri,
    next: hasMore ? link(page.offset + items.length) : '',
    ...(page.offset > 0 ? { previous: link(Math.max(0, page.offset - page.limit)) } : {}),
    items,
  };
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * `renderCollectionPage` of at most `maxBytes` of JSON: the first items that
 * fit, and a `next` on to the others. The first item is always shown, so that
 * following `next` moves on whatever one item weighs.
 */
export function renderBoundedCollectionPage<T>(
  basePath: string,
  selfUri: string,
  page: PageRequest,
  items: T[],
  hasMore: boolean,
  maxBytes: number,
) {
  // The envelope with a `next`: no `next` of a shorter page is longer than this one.
  let size = jsonBytes(renderCollectionPage(basePath, selfUri, page, [], true));
  let count = 0;
  for (const item of items) {
    size += jsonBytes(item) + (count > 0 ? 1 : 0);
    if (count > 0 && size > maxBytes) break;
    count += 1;
  }
  return renderCollectionPage(
    basePath,
    selfUri,
    page,
    items.slice(0, count),
    hasMore || count < items.length,
  );
}
