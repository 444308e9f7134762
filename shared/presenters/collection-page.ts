export interface PageRequest {
  limit: number;
  offset: number;
}

/** A page of a collection in the spec's shape: `next` always a string, `previous` only after the first page. */
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
    next: hasMore ? link(page.offset + page.limit) : '',
    ...(page.offset > 0 ? { previous: link(Math.max(0, page.offset - page.limit)) } : {}),
    items,
  };
}
