import type { Itinerary, Move } from '#shared/domain/types';
import { compressJson, decompressJson } from './compressed-json';
import type { Item, StoredItem } from './item';
import { ENTITY, itineraryPageKey } from './keys';
/**
 * Moves a page holds. A transaction bills 2 write units per started KB of each
 * item: 16 moves compress to about 560 B, so a change to one move writes one
 * page of under 1 KB whatever the itinerary's length.
 */
export const MOVES_PER_PAGE = 16;

/** An itinerary's moves cut into pages, in order. */
export function pagesOf(itinerary: Itinerary): Move[][] {
  const pages: Move[][] = [];
  for (let start = 0; start < itinerary.moves.length; start += MOVES_PER_PAGE) {
    pages.push(itinerary.moves.slice(start, start + MOVES_PER_PAGE));
  }
  return pages;
}

/**
 * The version each page of `next` is at once stored as `version`: a page the
 * same as the one `previous` held at its position keeps the version it was
 * written at; any other is written now. Pages are compared as they are
 * stored, as JSON (the same moves spelt in another key order are written again).
 */
export function nextPageVersions(
  previous: { itinerary: Itinerary; pages: readonly number[] },
  next: Itinerary,
  version: number,
): number[] {
  const before = pagesOf(previous.itinerary).map((moves) => JSON.stringify(moves));
  return pagesOf(next).map((moves, page) => {
    const kept = previous.pages[page];
    return kept !== undefined && before[page] === JSON.stringify(moves) ? kept : version;
  });
}

/** One page of a shipment's itinerary, with the version it was written at. */
export function pageToItem(shipmentId: string, page: number, moves: readonly Move[], version: number): Item {
  return {
    ...itineraryPageKey(shipmentId, page),
    entity: ENTITY.itineraryPage,
    version,
    data: { page },
    payload: compressJson(moves),
  };
}

/** The page number and moves of a page item. */
export function pageFromItem(item: StoredItem): { page: number; version: number; moves: Move[] } {
  return {
    page: (item.data as { page: number }).page,
    version: item.version as number,
    moves: decompressJson<Move[]>(item.payload),
  };
}
