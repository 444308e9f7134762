import { config } from '#shared/config';
import { Busy } from '#shared/domain/errors';
import type { ItineraryVersion } from '#shared/domain/itinerary-version';
import type { EquipmentUseDerivation, Itinerary, Shipment, StoredShipment } from '#shared/domain/types';
import { rankKey } from './collection-ranks';
import { compressJson, decompressJson } from './compressed-json';
import { equipmentUseToItem } from './equipment-uses';
import { dataOf, type Item, type StoredItem } from './item';
import { itineraryVersionToItem } from './itinerary-history';
import { nextPageVersions, pageFromItem, pagesOf, pageToItem } from './itinerary-pages';
import { ENTITY, SHIPMENT_COLLECTION, shipmentKey, shipmentWithPagesRange } from './keys';
import type { Page, PageRequest } from './pagination';
import { planEntriesOfShipment, planEntryToItem } from './plans';
import { queryAll } from './query';
import { pageInReverseRankOrder, rankedIndexKeys, rankOfItem } from './ranked-collection';
import { writeNextVersion } from './transact';

/**
 * A shipment as stored, with the version its itinerary is at (the ETag's
 * source), its rank in creation order (the loader assigns it; a shipment
 * without one is not listed) and the version each page of its itinerary was
 * written at (`itinerary-pages.ts`).
 */
export interface ShipmentRecord {
  shipment: StoredShipment;
  version: number;
  rank?: number | undefined;
  /**
   * Per page, the version it was written at, whose version record holds it.
   * Undefined: every page at `version` (a record about to be stored whole,
   * with that version's record). Empty: the itinerary is held by the shipment
   * item itself, as items stored before pages did.
   */
  pages?: readonly number[] | undefined;
}

/** Reads that meet a page of another transaction than the shipment item's are done again, this many times at most. */
const READ_ATTEMPTS = 5;

const pageVersionsOf = (record: ShipmentRecord): readonly number[] =>
  record.pages ?? pagesOf(record.shipment.itinerary).map(() => record.version);

/**
 * The shipment's item: its facts under `data` and the version of each page of
 * its itinerary under `pages`; the pages are items of their own, so that a
 * change to one move rewrites one page, not the whole itinerary. A record
 * whose itinerary is held inline (stored before pages) keeps it so, as the
 * gzip of its JSON under `payload`.
 */
export function shipmentToItem(record: ShipmentRecord): Item<Shipment> & { pages: readonly number[] } {
  const { shipment, version, rank } = record;
  const { itinerary, ...facts } = shipment;
  const pages = pageVersionsOf(record);
  return {
    ...shipmentKey(shipment.id),
    // Newest first is this index read backwards from the highest rank.
    ...(rank !== undefined && rankedIndexKeys(SHIPMENT_COLLECTION, rank)),
    entity: ENTITY.shipment,
    version,
    data: facts,
    pages,
    ...(pages.length === 0 && itinerary.moves.length > 0 && { payload: compressJson(itinerary) }),
  };
}

/** The page items of a shipment's itinerary, at the versions the record gives them. */
function pageItemsOf(record: ShipmentRecord): Item[] {
  const versions = pageVersionsOf(record);
  return pagesOf(record.shipment.itinerary).flatMap((moves, page) => {
    const version = versions[page];
    return version === undefined ? [] : [pageToItem(record.shipment.id, page, moves, version)];
  });
}

/** A shipment's facts, from its item alone (a collection page needs no itinerary). */
export function shipmentFactsOf(item: StoredItem): Shipment {
  const { itinerary: _, ...facts } = dataOf<Shipment & { itinerary?: Itinerary }>(item);
  return facts;
}

/**
 * A shipment from its item and its itinerary's page items (any other items
 * are ignored); undefined when its item is absent, `torn` when a page is not
 * at the version the item names (a read that met another transaction).
 */
export function shipmentFromItems(items: readonly StoredItem[]): ShipmentRecord | 'torn' | undefined {
  const item = items.find((candidate) => candidate.entity === ENTITY.shipment);
  if (item === undefined) return undefined;
  const facts = dataOf<Shipment & { itinerary?: Itinerary }>(item);
  const record = { version: item.version as number, rank: rankOfItem(item) };
  const pages = (item.pages as number[] | undefined) ?? [];
  if (pages.length === 0) {
    // Stored before pages: the item holds the itinerary, compressed under `payload`, or earlier under `data`.
    const itinerary =
      item.payload !== undefined
        ? decompressJson<Itinerary>(item.payload)
        : (facts.itinerary ?? { moves: [] });
    return { ...record, shipment: { ...shipmentFactsOf(item), itinerary }, pages: [] };
  }
  const byPage = new Map(
    items
      .filter((candidate) => candidate.entity === ENTITY.itineraryPage)
      .map((page) => {
        const read = pageFromItem(page);
        return [read.page, read];
      }),
  );
  const moves = [];
  for (const [page, version] of pages.entries()) {
    const read = byPage.get(page);
    if (read?.version !== version) return 'torn';
    moves.push(...read.moves);
  }
  return { ...record, shipment: { ...shipmentFactsOf(item), itinerary: { moves } }, pages };
}

/** The shipment item and its itinerary's pages: what must change together, in one transaction. */
export function shipmentStateItems(record: ShipmentRecord): Item[] {
  return [shipmentToItem(record), ...pageItemsOf(record)];
}

/**
 * Every item a shipment's state consists of: the shipment, its itinerary's
 * pages, and the driver plan entries and equipment uses the itinerary implies.
 */
export function itemsOfShipment(record: ShipmentRecord, uses: EquipmentUseDerivation): Item[] {
  return [
    ...shipmentStateItems(record),
    ...planEntriesOfShipment(record.shipment).map((entry) => planEntryToItem(entry)),
    ...uses.ofShipment(record.shipment).map(equipmentUseToItem),
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

/** GET /shipments: one page, most recently created first, at the same cost at any offset. */
export async function listShipmentsNewestFirst(page: PageRequest): Promise<Page<Shipment>> {
  const { items, hasMore } = await pageInReverseRankOrder(SHIPMENT_COLLECTION, page);
  return { items: items.map(shipmentFactsOf), hasMore };
}

/**
 * PUT itinerary: stores `next` (validated against `previous`) as the shipment's
 * version `history.version` (the one after `previous`), with the driver plan
 * entries and equipment uses it implies and its version record, in one
 * transaction that fails with ConcurrentUpdateError when the shipment changed
 * since `previous` was read, its rank included.
 */
export async function putShipmentWithItinerary(
  previous: ShipmentRecord,
  next: StoredShipment,
  uses: EquipmentUseDerivation,
  history: ItineraryVersion,
): Promise<ShipmentRecord> {
  // Only the pages that changed are written; the version record holds those and names where the others are.
  const pages = nextPageVersions(
    { itinerary: previous.shipment.itinerary, pages: pageVersionsOf(previous) },
    next.itinerary,
    history.version,
  );
  return writeNextVersion(
    shipmentKey(next.id),
    previous,
    { shipment: next, version: history.version, rank: previous.rank, pages },
    (record) => itemsOfShipment(record, uses),
    [itineraryVersionToItem(history, pages)],
    // Written back at the rank it was read with, unless a load moved it meanwhile.
    { gsi1sk: previous.rank === undefined ? undefined : rankKey(previous.rank) },
  );
}
