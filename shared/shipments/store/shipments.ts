import { config } from '#shared/config';
import { rankKey } from '#shared/data/collection-ranks';
import { changesBetween, dataOf, type Item, type StoredItem } from '#shared/data/item';
import { writtenByOf } from '#shared/data/marked-creations';
import type { Page, PageRequest } from '#shared/data/pagination';
import { queryAll } from '#shared/data/query';
import { pageInReverseRankOrder, rankedIndexKeys, rankOfItem } from '#shared/data/ranked-collection';
import { Busy } from '#shared/domain/errors';
import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import { isWithdrawn } from '#shared/domain/shipment-status';
import type { EquipmentUseDerivation, Shipment, StoredShipment } from '#shared/domain/types';
import { equipmentUseToItem } from '#shared/shipments/store/equipment-uses';
import { itineraryVersionToItem, type VersionPages } from '#shared/shipments/store/history';
import {
  type KeyedMoves,
  nextPageRefs,
  type PageRef,
  pageFromItem,
  pagesOf,
  pageToItem,
} from '#shared/shipments/store/itinerary-pages';
import { SHIPMENT_ENTITIES, shipmentKey, shipmentWithPagesRange } from '#shared/shipments/store/keys';
import { freshMoveKeys, type MoveKey, nextMoveKeys } from '#shared/shipments/store/move-keys';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import { planEntriesOfShipment, planEntryToItem } from '#shared/shipments/store/plan-entries';
import {
  recoverStagedWrite,
  type StagedWriteState,
  stagedWriteStateOf,
} from '#shared/shipments/store/staged-marks';
import { writeShipmentChange } from '#shared/shipments/store/staged-write';

/**
 * A shipment as stored, with the version its itinerary is at (the ETag's
 * source), its rank in creation order (the loader assigns it; a shipment
 * without one is not listed), the version each page of its itinerary was
 * written at (`itinerary-pages.ts`) and the stored key of each move
 * (`move-keys.ts`).
 */
export interface ShipmentRecord {
  shipment: StoredShipment;
  version: number;
  rank?: number | undefined;
  /**
   * Its itinerary's pages in order, each with the version that wrote it, whose
   * record holds it too. Undefined: every page written at `version` (a record
   * about to be stored whole, with that version's record).
   */
  pages?: readonly PageRef[] | undefined;
  /** Per move, its stored key. Undefined: keys in order for a first store. */
  moveKeys?: readonly MoveKey[] | undefined;
  /** A staged write of this shipment under way or to finish (`staged-write.ts`), as its item says. */
  stagedWrite?: StagedWriteState | undefined;
  /** The import record that created it (`imported-shipment.ts`), while no other write replaced its item. */
  writtenBy?: string | undefined;
}

/** Reads that meet a page of another transaction than the shipment item's are done again, this many times at most. */
const READ_ATTEMPTS = 5;

/** The stored key of each of the record's moves. */
export const moveKeysOf = (record: ShipmentRecord): readonly MoveKey[] =>
  record.moveKeys ?? freshMoveKeys(record.shipment.itinerary.moves.length);

const keyedMovesOf = (record: ShipmentRecord): KeyedMoves => ({
  moves: record.shipment.itinerary.moves,
  keys: moveKeysOf(record),
});

const pageRefsOf = (record: ShipmentRecord): readonly PageRef[] =>
  record.pages ?? pagesOf(keyedMovesOf(record)).map((page) => ({ id: page.id, version: record.version }));

/**
 * The shipment's item: its facts under `data` and the version of each page of
 * its itinerary under `pages`; the pages are items of their own, so that a
 * change to one move rewrites one page, not the whole itinerary.
 */
export function shipmentToItem(record: ShipmentRecord): Item<Shipment> & { pages: readonly PageRef[] } {
  const { shipment, version, rank } = record;
  const { itinerary: _, ...facts } = shipment;
  return {
    ...shipmentKey(shipment.id),
    // Newest first is this index read backwards from the highest rank.
    ...(rank !== undefined && rankedIndexKeys(SHIPMENT_COLLECTION, rank)),
    entity: SHIPMENT_ENTITIES.shipment,
    version,
    data: facts,
    pages: pageRefsOf(record),
  };
}

/** A shipment's facts, from its item alone (a collection page needs no itinerary). */
export function shipmentFactsOf(item: StoredItem): Shipment {
  return dataOf<Shipment>(item);
}

/**
 * A shipment from its item and its itinerary's page items (any other items
 * are ignored); undefined when its item is absent, `torn` when a page is not
 * at the version the item names (a read that met another transaction).
 */
export function shipmentFromItems(items: readonly StoredItem[]): ShipmentRecord | 'torn' | undefined {
  const item = items.find((candidate) => candidate.entity === SHIPMENT_ENTITIES.shipment);
  if (item === undefined) return undefined;
  const pages = item.pages as PageRef[];
  const byId = new Map(
    items
      .filter((candidate) => candidate.entity === SHIPMENT_ENTITIES.itineraryPage)
      .map((page) => {
        const read = pageFromItem(page);
        return [read.page.id, read];
      }),
  );
  const moves = [];
  const moveKeys = [];
  for (const ref of pages) {
    const read = byId.get(ref.id);
    if (read?.version !== ref.version) return 'torn';
    moves.push(...read.page.moves);
    moveKeys.push(...read.page.keys);
  }
  return {
    shipment: { ...shipmentFactsOf(item), itinerary: { moves } },
    version: item.version as number,
    rank: rankOfItem(item),
    pages,
    moveKeys,
    stagedWrite: stagedWriteStateOf(item),
    writtenBy: writtenByOf(item),
  };
}

/** The shipment item and its itinerary's pages: what must change together, in one transaction. */
export function shipmentStateItems(record: ShipmentRecord): Item[] {
  const refs = pageRefsOf(record);
  return [
    shipmentToItem(record),
    ...pagesOf(keyedMovesOf(record)).map((page, index) =>
      pageToItem(record.shipment.id, page, refs[index]!.version),
    ),
  ];
}

/**
 * The version record of `history`, the version `record` is at: its pages as
 * the shipment item names them, with the moves of those it wrote.
 */
export function versionRecordItem(record: ShipmentRecord, history: ItineraryVersion): Item {
  const refs = pageRefsOf(record);
  const written = pagesOf(keyedMovesOf(record)).filter(
    (_, index) => refs[index]!.version === history.version,
  );
  const pages: VersionPages = {
    pages: refs,
    written: Object.fromEntries(written.map((page) => [page.id, page.moves])),
  };
  return itineraryVersionToItem(history, pages);
}

/**
 * Every item a shipment's state consists of: the shipment, its itinerary's
 * pages, and the driver plan entries and equipment uses the itinerary implies.
 */
export function itemsOfShipment(record: ShipmentRecord, uses: EquipmentUseDerivation): Item[] {
  return [...shipmentStateItems(record), ...derivedItemsOfShipment(record, uses)];
}

/**
 * The driver plan entries and equipment uses a shipment's itinerary implies,
 * keyed by its moves' stored keys: an edit rewrites those of the moves it changes.
 * A declined or cancelled shipment implies none: its moves leave drivers' plans
 * and its equipment is free for the rules.
 */
export function derivedItemsOfShipment(record: ShipmentRecord, uses: EquipmentUseDerivation): Item[] {
  if (isWithdrawn(record.shipment.status)) return [];
  const keys = moveKeysOf(record);
  return [
    ...planEntriesOfShipment(record.shipment, keys).map((entry) => planEntryToItem(entry)),
    // The rules name a move by its index; it is stored under its key.
    ...uses
      .ofShipment(record.shipment)
      .map((use) => equipmentUseToItem({ ...use, moveRef: keys[Number(use.moveRef)]! })),
  ];
}

/**
 * A shipment with its itinerary, from `tableName`: one Query of its item and
 * its pages (they sort together in its partition), or undefined. A Query is not
 * isolated from transactions: one that meets pages of another version than the
 * item names is read again.
 */
export async function readShipment(tableName: string, id: string): Promise<ShipmentRecord | undefined> {
  const { pk } = shipmentKey(id);
  const range = shipmentWithPagesRange();
  for (let attempt = 1; ; attempt++) {
    const items = await queryAll({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': range.from, ':to': range.to },
    });
    const record = shipmentFromItems(items);
    if (record !== 'torn') return record;
    if (attempt === READ_ATTEMPTS) throw new Busy(`Shipment ${id}: its itinerary pages keep changing.`);
  }
}

/** GET /shipments/{id} and GET itinerary: the shipment with its itinerary, or undefined. */
export function getShipment(id: string): Promise<ShipmentRecord | undefined> {
  return readShipment(config.tableName, id);
}

/**
 * PUT itinerary: the shipment as `getShipment` reads it, once a staged write
 * the item records is settled or rolled back (`recoverStagedWrite`); neither
 * changes the itinerary the write is based on.
 */
export async function getShipmentToChange(id: string): Promise<ShipmentRecord | undefined> {
  const record = await getShipment(id);
  if (record?.stagedWrite !== undefined) await recoverStagedWrite(id, record.stagedWrite);
  return record;
}

/** GET /shipments: one page, most recently created first, at the same cost at any offset. */
export async function listShipmentsNewestFirst(page: PageRequest): Promise<Page<Shipment>> {
  const { items, hasMore } = await pageInReverseRankOrder(SHIPMENT_COLLECTION, page);
  return { items: items.map(shipmentFactsOf), hasMore };
}

/**
 * PUT itinerary: stores `next` (validated against `previous`) as the shipment's
 * version `history.version` (the one after `previous`), with the driver plan
 * entries and equipment uses it implies and its version record. It fails with
 * ConcurrentUpdateError when the shipment changed since `previous` was read,
 * its rank included. Only what changed is written: the pages and the derived
 * items of the moves the change touches (moves keep their keys across edits).
 * A change of more items than one transaction holds is written in steps
 * (`staged-write.ts`) that readers see all at once.
 */
export async function putShipmentWithItinerary(
  previous: ShipmentRecord,
  next: StoredShipment,
  uses: EquipmentUseDerivation,
  history: ItineraryVersion,
): Promise<ShipmentRecord> {
  const moveKeys = nextMoveKeys(
    { moves: previous.shipment.itinerary.moves, keys: moveKeysOf(previous) },
    next.itinerary.moves,
  );
  // Only the pages that changed are written; the version record holds those and names where the others are.
  const pages = nextPageRefs(
    { pages: pagesOf(keyedMovesOf(previous)), refs: pageRefsOf(previous) },
    pagesOf({ moves: next.itinerary.moves, keys: moveKeys }),
    history.version,
  );
  const record: ShipmentRecord = {
    shipment: next,
    version: history.version,
    rank: previous.rank,
    pages,
    moveKeys,
  };
  await writeShipmentChange({
    expectedVersion: previous.version,
    // Written back at the rank it was read with, unless a load moved it meanwhile.
    expectedIndexKey: { gsi1sk: previous.rank === undefined ? undefined : rankKey(previous.rank) },
    state: changesBetween(shipmentStateItems(previous), shipmentStateItems(record)),
    derived: changesBetween(derivedItemsOfShipment(previous, uses), derivedItemsOfShipment(record, uses)),
    previousDerived: derivedItemsOfShipment(previous, uses),
    creates: [versionRecordItem(record, history)],
    shipmentId: next.id,
    version: history.version,
  });
  return record;
}
