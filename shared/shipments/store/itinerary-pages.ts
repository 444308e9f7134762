import { createHash } from 'node:crypto';
import { compressJson, decompressJson } from '#shared/data/compressed-json';
import type { Item, StoredItem } from '#shared/data/item';
import type { Move } from '#shared/domain/types';
import { itineraryPageKey, SHIPMENT_ENTITIES } from '#shared/shipments/store/keys';
import type { MoveKey } from '#shared/shipments/store/move-keys';

/**
 * An itinerary is stored as pages: runs of consecutive moves. A page starts
 * at the first move and at every move whose key draws a page start (one in
 * `AVERAGE_MOVES_PER_PAGE`, from a hash of the key), so that where pages start
 * follows the moves' keys, not their positions: inserting or removing a move
 * rewrites the page it is in (and a page it starts or ended), never the pages
 * after it. A run with no drawn start is cut every `MAX_MOVES_PER_PAGE` moves.
 * A page's id is its first move's key, except the first page's (FIRST_PAGE_ID).
 * 16 moves compress to about 560 B: a change to one move writes a page of
 * about 1 KB whatever the itinerary's length.
 */
const AVERAGE_MOVES_PER_PAGE = 16;
export const MAX_MOVES_PER_PAGE = 48;

/** An itinerary's moves with the stored key of each. */
export interface KeyedMoves {
  moves: readonly Move[];
  keys: readonly MoveKey[];
}

/**
 * The first page's id, whatever its first move: a move inserted at the front
 * rewrites that page under the same key instead of replacing it. No move key
 * is spelt so (keys are letters and digits).
 */
const FIRST_PAGE_ID = '^';

/** One page: its id (its first move's key, or FIRST_PAGE_ID) and its moves with their keys. */
export interface ItineraryPage extends KeyedMoves {
  id: MoveKey;
}

/** Where a page of the current itinerary is held: its id and the version that wrote it (whose record holds it too). */
export interface PageRef {
  id: MoveKey;
  version: number;
}

const drawsPageStart = (key: MoveKey): boolean =>
  createHash('sha256').update(key).digest().readUInt32BE(0) % AVERAGE_MOVES_PER_PAGE === 0;

/** The pages of an itinerary, in order. */
export function pagesOf({ moves, keys }: KeyedMoves): ItineraryPage[] {
  const pages: { id: MoveKey; moves: Move[]; keys: MoveKey[] }[] = [];
  moves.forEach((move, index) => {
    const key = keys[index]!;
    const current = pages.at(-1);
    if (current === undefined || current.moves.length === MAX_MOVES_PER_PAGE || drawsPageStart(key)) {
      pages.push({ id: current === undefined ? FIRST_PAGE_ID : key, moves: [move], keys: [key] });
    } else {
      current.moves.push(move);
      current.keys.push(key);
    }
  });
  return pages;
}

const contentOf = (page: KeyedMoves) => JSON.stringify({ keys: page.keys, moves: page.moves });

/**
 * Where each page of `next` is held once stored as `version`: a page the same
 * as a page `previous` held under its id (moves and keys, compared as stored,
 * as JSON) stays at the version that wrote it; any other is written now.
 */
export function nextPageRefs(
  previous: { pages: readonly ItineraryPage[]; refs: readonly PageRef[] },
  next: readonly ItineraryPage[],
  version: number,
): PageRef[] {
  const before = new Map(previous.pages.map((page, index) => [page.id, { page, ref: previous.refs[index] }]));
  return next.map((page) => {
    const kept = before.get(page.id);
    return kept?.ref !== undefined && contentOf(kept.page) === contentOf(page)
      ? kept.ref
      : { id: page.id, version };
  });
}

/** The item of one page of a shipment's itinerary, with the version that wrote it. */
export function pageToItem(shipmentId: string, page: ItineraryPage, version: number): Item {
  return {
    ...itineraryPageKey(shipmentId, page.id),
    entity: SHIPMENT_ENTITIES.itineraryPage,
    version,
    data: { id: page.id },
    payload: compressJson({ keys: page.keys, moves: page.moves }),
  };
}

/** A page and the version that wrote it, from its item. */
export function pageFromItem(item: StoredItem): { page: ItineraryPage; version: number } {
  const { keys, moves } = decompressJson<KeyedMoves>(item.payload);
  return { page: { id: (item.data as { id: MoveKey }).id, keys, moves }, version: item.version as number };
}
