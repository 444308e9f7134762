import { config } from '#shared/config';
import {
  type Carrier,
  type Customer,
  type DataSet,
  type Driver,
  type Equipment,
  LOCATION_KINDS,
  type Location,
} from '#shared/domain/types';
import { batchGetItems } from './batch-get';
import { getItem } from './get-item';
import { dataOf, type Item, type ItemKey, type StoredItem } from './item';
import type { Page, PageRequest } from './pagination';
import { pageInRankOrder, rankedIndexKeys } from './ranked-collection';

/** The record type of each kind of master data. */
export interface MasterRecords {
  customer: Customer;
  driver: Driver;
  carrier: Carrier;
  site: Location;
  yard: Location;
  crossDock: Location;
  tractor: Equipment;
  chassis: Equipment;
  container: Equipment;
  trailer: Equipment;
}
export type MasterKind = keyof MasterRecords;

/** Per kind: the prefix of its partition keys and the data-set list it is loaded from. */
export const MASTER_KINDS = {
  customer: { prefix: 'CUSTOMER', dataSetList: 'customers' },
  driver: { prefix: 'DRIVER', dataSetList: 'drivers' },
  carrier: { prefix: 'CARRIER', dataSetList: 'carriers' },
  site: { prefix: 'SITE', dataSetList: 'sites' },
  yard: { prefix: 'YARD', dataSetList: 'yards' },
  crossDock: { prefix: 'CROSSDOCK', dataSetList: 'crossDocks' },
  tractor: { prefix: 'TRACTOR', dataSetList: 'tractors' },
  chassis: { prefix: 'CHASSIS', dataSetList: 'chassis' },
  container: { prefix: 'CONTAINER', dataSetList: 'containers' },
  trailer: { prefix: 'TRAILER', dataSetList: 'trailers' },
} as const satisfies Record<MasterKind, { prefix: string; dataSetList: keyof DataSet }>;

/**
 * The partition of one master record. Items about the record live there too:
 * a driver's plan entries, a piece of equipment's uses.
 */
export function masterPartition(kind: MasterKind, id: string): string {
  return `${MASTER_KINDS[kind].prefix}#${id}`;
}

export function masterRecordKey(kind: MasterKind, id: string): ItemKey {
  return { pk: masterPartition(kind, id), sk: MASTER_KINDS[kind].prefix };
}

/** The index partition of a kind's collection, ranked in id order. */
export function masterCollectionPartition(kind: MasterKind): string {
  return `COLLECTION#${MASTER_KINDS[kind].prefix}`;
}

/** A record's item; `rank` is its position in id order among its kind (the loader assigns it). */
export function masterRecordToItem<K extends MasterKind>(
  kind: K,
  record: MasterRecords[K],
  rank: number,
): Item<MasterRecords[K]> {
  return {
    ...masterRecordKey(kind, record.id),
    ...rankedIndexKeys(masterCollectionPartition(kind), rank),
    entity: MASTER_KINDS[kind].prefix,
    data: record,
  };
}

export function masterRecordFromItem<K extends MasterKind>(kind: K, item: StoredItem): MasterRecords[K] {
  const record = dataOf<MasterRecords[K]>(item);
  // A location stored before locations had zones reads as one without a zone of its own.
  return (LOCATION_KINDS as readonly string[]).includes(kind) && !('timeZone' in record)
    ? { ...record, timeZone: '' }
    : record;
}

/** GET /{collection}/{id}: one record, or undefined when there is none. */
export async function getMasterRecord<K extends MasterKind>(
  kind: K,
  id: string,
): Promise<MasterRecords[K] | undefined> {
  const item = await getItem(masterRecordKey(kind, id));
  return item === undefined ? undefined : masterRecordFromItem(kind, item);
}

/** GET /{collection}: one page of a kind's records in id order, at the same cost at any offset. */
export async function listMasterRecordsInIdOrder<K extends MasterKind>(
  kind: K,
  page: PageRequest,
): Promise<Page<MasterRecords[K]>> {
  const { items, hasMore } = await pageInRankOrder(masterCollectionPartition(kind), page);
  return { items: items.map((item) => masterRecordFromItem(kind, item)), hasMore };
}

/** A reference to one master record. */
export interface MasterRef {
  kind: MasterKind;
  id: string;
}

/** Records found by `getMasterRecords`, looked up by kind and id. */
export interface MasterRecordLookup {
  get<K extends MasterKind>(kind: K, id: string): MasterRecords[K] | undefined;
}

/**
 * Every record an itinerary refers to (drivers, carriers, locations, tractors)
 * in one BatchGet round (more only beyond 100 distinct references).
 */
export async function getMasterRecords(refs: readonly MasterRef[]): Promise<MasterRecordLookup> {
  const items = await batchGetItems(
    config.tableName,
    refs.map((ref) => masterRecordKey(ref.kind, ref.id)),
  );
  const byPartition = new Map(items.map((item) => [item.pk as string, item]));
  return {
    get(kind, id) {
      const item = byPartition.get(masterPartition(kind, id));
      return item === undefined ? undefined : masterRecordFromItem(kind, item);
    },
  };
}
