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
