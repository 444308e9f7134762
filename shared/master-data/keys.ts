import type { ItemKey } from '#shared/data/item';
import { collectionPartition, joinKey, RANK_TEMPLATE } from '#shared/data/keys';

/** Per kind of master data: the prefix of its partition keys, also its items' `entity`. */
export const MASTER_PREFIXES = {
  customer: 'CUSTOMER',
  driver: 'DRIVER',
  carrier: 'CARRIER',
  site: 'SITE',
  yard: 'YARD',
  crossDock: 'CROSSDOCK',
  tractor: 'TRACTOR',
  chassis: 'CHASSIS',
  container: 'CONTAINER',
  trailer: 'TRAILER',
} as const;
type MasterPrefixKind = keyof typeof MASTER_PREFIXES;

/**
 * The partition of one master record. Items about the record live there too:
 * a driver's plan entries and event pointers, a piece of equipment's uses.
 */
export function masterPartition(kind: MasterPrefixKind, id: string): string {
  return joinKey(MASTER_PREFIXES[kind], id);
}

export function masterRecordKey(kind: MasterPrefixKind, id: string): ItemKey {
  return { pk: masterPartition(kind, id), sk: MASTER_PREFIXES[kind] };
}

/** The index partition of a kind's collection: a load ranks it in id order, a record created through the API takes the next rank. */
export function masterCollectionPartition(kind: MasterPrefixKind): string {
  return collectionPartition(MASTER_PREFIXES[kind]);
}

/** The template of every kind's collection partition. */
export const MASTER_COLLECTIONS = collectionPartition('<PREFIX>');

/** The master records, as docs/data-model.md describes them. */
export function masterDataItemTypes() {
  return {
    masterRecord: {
      kind: 'master record',
      entity: '<PREFIX>',
      also: '`version`, `changedAt` (written by the API and the fixture loader alike); `writtenBy` on one an import created, until it is replaced',
      pk: '<PREFIX>#<id>',
      sk: '<PREFIX>',
      gsi1: { pk: MASTER_COLLECTIONS, sk: RANK_TEMPLATE('id order as loaded, then creation order') },
      data: '`Customer`, `Driver`, `Carrier`, `Location` or `Equipment`',
    },
  } as const;
}
