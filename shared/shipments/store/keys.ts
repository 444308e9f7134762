import type { ItemKey } from '#shared/data/item';
import { joinKey, RANK_TEMPLATE, SORTS_LAST, type SortKeyRange } from '#shared/data/keys';
import type { EquipmentKind } from '#shared/domain/types';
import { MASTER_PREFIXES, masterPartition } from '#shared/master-data/keys';
import { SHIPMENT_COLLECTION, SHIPMENT_ENTITY, shipmentPartition } from '#shared/shipments/store/partition';

/**
 * The keys of the shipment's items: the shipment, its itinerary's pages and
 * versions in its partition, and the items derived from its moves (plan
 * entries, equipment uses) in the partitions of the drivers and equipment they
 * name. No key of these is built anywhere else: only the shipment repository
 * (this folder) imports this module, and the rest of the code knows only the
 * partitions (`partition.ts`).
 */

/** The `entity` attribute of each of the shipment's item types; most of their keys start with it too. */
export const SHIPMENT_ENTITIES = {
  shipment: SHIPMENT_ENTITY,
  itineraryPage: 'ITINERARY_PAGE',
  planEntry: 'PLAN',
  equipmentUse: 'USE',
  itineraryVersion: 'ITINERARY_VERSION',
} as const;

const VERSION = 'VERSION';
/** An itinerary page's sort key: after `DOC#`, before `SHIPMENT`, so one range reads a shipment with its pages. */
const ITINERARY = 'ITINERARY';
/** The last date a plan range can name: a range without an end reads up to it. */
const LAST_DATE = '9999-12-31';
/** Versions are zero-padded so that the sort key orders them by number. */
const VERSION_DIGITS = 10;

/** A shipment's item; its partition also holds its documents and its itinerary's versions. */
export function shipmentKey(id: string): ItemKey {
  return { pk: shipmentPartition(id), sk: SHIPMENT_ENTITIES.shipment };
}

/** A page of a shipment's itinerary, by its id (its first move's key), in the shipment's partition. */
export function itineraryPageKey(shipmentId: string, pageId: string): ItemKey {
  return { pk: shipmentPartition(shipmentId), sk: joinKey(ITINERARY, pageId) };
}

/** The sort keys of a shipment's itinerary pages and its item, and of nothing else in its partition. */
export function shipmentWithPagesRange(): SortKeyRange {
  return { from: joinKey(ITINERARY, ''), to: SHIPMENT_ENTITIES.shipment };
}

const versionSortKey = (version: number) => joinKey(VERSION, String(version).padStart(VERSION_DIGITS, '0'));

/** A shipment's versions live in the shipment's partition, after its other items. */
export function itineraryVersionKey(shipmentId: string, version: number): ItemKey {
  return { pk: shipmentPartition(shipmentId), sk: versionSortKey(version) };
}

/** The sort keys of a shipment's versions `first` to `last`. */
export function itineraryVersionRange(first: number, last: number): SortKeyRange {
  return { from: versionSortKey(first), to: versionSortKey(last) };
}

// Moves: plan entries and equipment uses, of shipment and non-shipment moves

/**
 * Identifies a move among all of a driver's or a piece of equipment's moves, in
 * the sort keys of plan entries and equipment uses: a shipment move by its
 * stored key (`move-keys.ts`), which survives edits to the other moves and
 * sorts as the itinerary does.
 */
export function shipmentMoveKey(shipmentId: string, moveKey: string): string {
  return joinKey('S', shipmentId, moveKey);
}

export function nonShipmentMoveKey(moveId: string): string {
  return joinKey('N', moveId);
}

/** Sorted by planned date, then start time: one Query reads a date range in plan order. */
export function planEntryKeyAt(
  driverId: string,
  at: { plannedDate: string; startTime: string; moveKey: string },
): ItemKey {
  return {
    pk: masterPartition('driver', driverId),
    sk: joinKey(SHIPMENT_ENTITIES.planEntry, at.plannedDate, at.startTime, at.moveKey),
  };
}

/** The sort keys of a driver's plan entries from `startDate` to `endDate` (open-ended without it). */
export function planRange(startDate: string, endDate: string | undefined): SortKeyRange {
  return {
    from: joinKey(SHIPMENT_ENTITIES.planEntry, startDate),
    to: joinKey(SHIPMENT_ENTITIES.planEntry, endDate ?? LAST_DATE, SORTS_LAST),
  };
}

/** What the sort key of every plan entry of a driver starts with. */
export const PLAN_SORT_PREFIX = joinKey(SHIPMENT_ENTITIES.planEntry, '');

/**
 * In the equipment's partition, by the (UTC) date the use ends: every use that
 * could overlap a time is one key range, from that time's date on.
 */
export function equipmentUseKeyAt(
  equipment: { kind: EquipmentKind; id: string },
  at: { endDate: string; moveKey: string },
): ItemKey {
  return {
    pk: masterPartition(equipment.kind, equipment.id),
    sk: joinKey(SHIPMENT_ENTITIES.equipmentUse, at.endDate, at.moveKey),
  };
}

/** The sort keys of a piece of equipment's uses ending on or after `fromDate` (empty: all of them). */
export function equipmentUsesEndingFrom(fromDate: string): SortKeyRange {
  return {
    from: joinKey(SHIPMENT_ENTITIES.equipmentUse, fromDate),
    to: joinKey(SHIPMENT_ENTITIES.equipmentUse, SORTS_LAST),
  };
}

/** The shipment's item types, as docs/data-model.md describes them (in the order it lists them). */
export function shipmentItemTypes() {
  const partition = joinKey(SHIPMENT_ENTITIES.shipment, '<shipmentId>');
  return {
    shipment: {
      entity: SHIPMENT_ENTITIES.shipment,
      also: '`version`, `pages`, `staging` or `settling` during a staged write; `writtenBy` on one an import created, until its next write',
      pk: joinKey(SHIPMENT_ENTITIES.shipment, '<id>'),
      sk: SHIPMENT_ENTITIES.shipment,
      gsi1: { pk: SHIPMENT_COLLECTION, sk: RANK_TEMPLATE('creation order') },
      data: "`Shipment`: the shipment's facts; `pages` lists its itinerary's pages in order, `{ id, version }`: the page's id and the version that wrote it",
    },
    itineraryPage: {
      entity: SHIPMENT_ENTITIES.itineraryPage,
      also: '`version`, `payload`; `writtenBy` on one an import created',
      pk: partition,
      sk: joinKey(ITINERARY, '<page id>'),
      data: "`{ id }`: the key of its first move (`^` for the first page); `payload` (binary) is the gzip of the JSON `{ keys, moves }` of a run of about 16 consecutive moves (a page starts where a move's key draws one) and their keys; `version` is the one that wrote it",
    },
    planEntry: {
      entity: SHIPMENT_ENTITIES.planEntry,
      also: '`version`, `changedAt` on non-shipment moves; `staged` during a staged write',
      pk: joinKey(MASTER_PREFIXES.driver, '<driverId>'),
      sk: joinKey(SHIPMENT_ENTITIES.planEntry, '<plannedDate>', '<firstEventTime>', '<moveKey>'),
      data: "`PlanEntry`: a copy of a shipment move with shipment id, order number and the move's stored key, or a non-shipment move itself",
    },
    equipmentUse: {
      entity: SHIPMENT_ENTITIES.equipmentUse,
      also: '`staged` during a staged write',
      pk: '<KIND>#<equipmentId>',
      sk: joinKey(SHIPMENT_ENTITIES.equipmentUse, '<endDate>', '<moveKey>'),
      data: '`EquipmentUse`: equipment, assignee, move (stored key or non-shipment move id), planned date, window',
    },
    itineraryVersion: {
      entity: SHIPMENT_ENTITIES.itineraryVersion,
      also: '`payload`; `writtenBy` on the first version of a shipment an import created with plain puts',
      pk: partition,
      sk: joinKey(VERSION, `<version, ${VERSION_DIGITS} digits>`),
      data: "`{ shipmentId, version, etag, changedAt, changedBy, source }`; `payload` (binary) is the gzip of the JSON `{ changes, pages, written }`: the version's pages in order (`{ id, version }`, as the shipment item names them) and the moves of those this version wrote, by page id",
    },
  } as const;
}
