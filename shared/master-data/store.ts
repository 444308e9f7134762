import { config } from '#shared/config';
import { batchGetItems } from '#shared/data/batch-get';
import { getItem } from '#shared/data/get-item';
import { dataOf, type Item } from '#shared/data/item';
import type { Page, PageRequest } from '#shared/data/pagination';
import { pageInRankOrder, rankedIndexKeys } from '#shared/data/ranked-collection';
import type { Carrier, Customer, DataSet, Driver, Equipment, Location } from '#shared/domain/types';
import {
  MASTER_PREFIXES,
  masterCollectionPartition,
  masterPartition,
  masterRecordKey,
} from '#shared/master-data/keys';

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

/** Per kind: the data-set list it is loaded from (its key prefix: `MASTER_PREFIXES`). */
export const MASTER_KINDS = {
  customer: { dataSetList: 'customers' },
  driver: { dataSetList: 'drivers' },
  carrier: { dataSetList: 'carriers' },
  site: { dataSetList: 'sites' },
  yard: { dataSetList: 'yards' },
  crossDock: { dataSetList: 'crossDocks' },
  tractor: { dataSetList: 'tractors' },
  chassis: { dataSetList: 'chassis' },
  container: { dataSetList: 'containers' },
  trailer: { dataSetList: 'trailers' },
} as const satisfies Record<MasterKind, { dataSetList: keyof DataSet }>;

/** A record's item; `rank` is its position in id order among its kind (the loader assigns it). */
export function masterRecordToItem<K extends MasterKind>(
  kind: K,
  record: MasterRecords[K],
  rank: number,
): Item<MasterRecords[K]> {
  return {
    ...masterRecordKey(kind, record.id),
    ...rankedIndexKeys(masterCollectionPartition(kind), rank),
    entity: MASTER_PREFIXES[kind],
    data: record,
  };
}

/** GET /{collection}/{id}: one record, or undefined when there is none. */
export async function getMasterRecord<K extends MasterKind>(
  kind: K,
  id: string,
): Promise<MasterRecords[K] | undefined> {
  const item = await getItem(masterRecordKey(kind, id));
  return item === undefined ? undefined : dataOf<MasterRecords[K]>(item);
}

/** GET /{collection}: one page of a kind's records in id order, at the same cost at any offset. */
export async function listMasterRecordsInIdOrder<K extends MasterKind>(
  kind: K,
  page: PageRequest,
): Promise<Page<MasterRecords[K]>> {
  const { items, hasMore } = await pageInRankOrder(masterCollectionPartition(kind), page);
  return { items: items.map((item) => dataOf<MasterRecords[K]>(item)), hasMore };
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
    get<K extends MasterKind>(kind: K, id: string) {
      const item = byPartition.get(masterPartition(kind, id));
      return item === undefined ? undefined : dataOf<MasterRecords[K]>(item);
    },
  };
}
