import type { Itinerary, Move } from '#shared/domain/types';
import { compressJson, decompressJson } from './compressed-json';
import type { Item, StoredItem } from './item';
import { ENTITY, itineraryPageKey } from './keys';
import type { MoveKey } from './move-keys';

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

/** An itinerary with the stored key of each of its moves. */
export interface KeyedItinerary {
  itinerary: Itinerary;
  keys: readonly MoveKey[];
}

/** The content of one page as stored: its moves and their keys. */
const pageContent = (keyed: KeyedItinerary, page: number) => ({
  keys: keyed.keys.slice(page * MOVES_PER_PAGE, (page + 1) * MOVES_PER_PAGE),
  moves: keyed.itinerary.moves.slice(page * MOVES_PER_PAGE, (page + 1) * MOVES_PER_PAGE),
});

/**
 * The version each page of `next` is at once stored as `version`: a page the
 * same as the one `previous` held at its position (moves and keys) keeps the
 * version it was written at; any other is written now. Pages are compared as
 * they are stored, as JSON (the same moves spelt in another key order are written again).
 */
export function nextPageVersions(
  previous: KeyedItinerary & { pages: readonly number[] },
  next: KeyedItinerary,
  version: number,
): number[] {
  return pagesOf(next.itinerary).map((_, page) => {
    const kept = previous.pages[page];
    const same = JSON.stringify(pageContent(previous, page)) === JSON.stringify(pageContent(next, page));
    return kept !== undefined && same ? kept : version;
  });
}

/** The page items of an itinerary whose pages were written at `versions` (one per page). */
export function pageItemsOf(shipmentId: string, keyed: KeyedItinerary, versions: readonly number[]): Item[] {
  return pagesOf(keyed.itinerary).flatMap((_, page) => {
    const version = versions[page];
    if (version === undefined) return [];
    return [
      {
        ...itineraryPageKey(shipmentId, page),
        entity: ENTITY.itineraryPage,
        version,
        data: { page },
        payload: compressJson(pageContent(keyed, page)),
      },
    ];
  });
}

/** The page number, moves and their keys of a page item. */
export function pageFromItem(item: StoredItem): {
  page: number;
  version: number;
  moves: Move[];
  keys: MoveKey[];
} {
  const { keys, moves } = decompressJson<{ keys: MoveKey[]; moves: Move[] }>(item.payload);
  return { page: (item.data as { page: number }).page, version: item.version as number, moves, keys };
}
