import { mapInWaves } from '#shared/data/batching';
import { type CollectionMember, type Ranking, rankMembers } from '#shared/data/collection-ranks';
import { dataOf, type StoredItem } from '#shared/data/item';
import { creationOrderKey } from '#shared/data/keys';
import {
  putCollectionCount,
  rankOfItem,
  readCollectionMembers,
  setMemberRank,
} from '#shared/data/ranked-collection';
import type { DataSet, StoredShipment } from '#shared/domain/types';
import { masterCollectionPartition, masterPartition } from '#shared/master-data/keys';
import { MASTER_KINDS, type MasterKind } from '#shared/master-data/store';
import { SHIPMENT_COLLECTION, shipmentPartition } from '#shared/shipments/store/partition';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';
import { keptRanks, type StandingMember } from './kept-ranks';

/** Collections read at once, and rank updates in flight at once. */
const IN_FLIGHT = 8;

const masterOrderKeyOf = (item: StoredItem) => dataOf<{ id: string }>(item).id;

/** Each ranked collection a data set adds to: its index partition and the data set's members. */
function incomingMembers(dataSet: DataSet, shipments: readonly StoredShipment[]) {
  const masterCollections = (Object.keys(MASTER_KINDS) as MasterKind[]).map((kind) => ({
    partition: masterCollectionPartition(kind),
    members: dataSet[MASTER_KINDS[kind].dataSetList].map(
      (record): CollectionMember => ({ pk: masterPartition(kind, record.id), orderKey: record.id }),
    ),
    orderAttributes: ['id'],
    orderKeyOf: masterOrderKeyOf,
  }));
  return [
    ...masterCollections,
    {
      partition: SHIPMENT_COLLECTION,
      members: shipments.map((shipment) => ({
        pk: shipmentPartition(shipment.id),
        orderKey: creationOrderKey(shipment),
      })),
      orderAttributes: ['createdAt', 'id'],
      orderKeyOf: (item: StoredItem) => creationOrderKey(dataOf<StoredShipment>(item)),
    },
  ];
}

/**
 * Where each stored shipment and master record a load read already stands
 * (by partition key), with the order keys the collections compare: what lets
 * a reload of stored members skip reading their collections.
 */
export function standingOfStored(
  shipments: Iterable<ShipmentRecord>,
  masterItems: ReadonlyMap<string, StoredItem>,
): Map<string, StandingMember> {
  const standing = new Map<string, StandingMember>();
  for (const { shipment, rank } of shipments) {
    if (rank !== undefined)
      standing.set(shipmentPartition(shipment.id), { rank, orderKey: creationOrderKey(shipment) });
  }
  for (const [pk, item] of masterItems) {
    const rank = rankOfItem(item);
    if (rank !== undefined) standing.set(pk, { rank, orderKey: masterOrderKeyOf(item) });
  }
  return standing;
}

/** A collection's ranks after the load; no count when the load leaves it as stored. */
type LoadRanking = Omit<Ranking, 'count'> & { count?: number };

/** The ranks a load gives every member it brings to the ranked collections. */
export interface LoadRanks {
  rankOf(partition: string, pk: string): number;
  /** Rewrites the ranks of stored members the load moved, then the counts that changed. */
  store(onWritten: (count: number) => void): Promise<void>;
  /** Stored members whose rank the load changes without rewriting them. */
  movedCount: number;
}

/**
 * Ranks the data set's members in each collection it brings some to. When
 * every one is stored already at its order key (`standing`), each keeps its
 * rank and the collection is not read; otherwise reads the members the
 * collection holds (their keys, ranks and order keys only) and ranks them
 * with the data set's: the load writes every member it brings at its rank,
 * and `store` moves the stored ones an insertion shifted. A collection the
 * data set brings nothing to is neither read nor written.
 */
export async function rankLoad(
  tableName: string,
  dataSet: DataSet,
  shipments: readonly StoredShipment[],
  standing: ReadonlyMap<string, StandingMember>,
): Promise<LoadRanks> {
  const collections = incomingMembers(dataSet, shipments).filter(({ members }) => members.length > 0);
  const rankings = new Map<string, LoadRanking>(
    await mapInWaves(collections, IN_FLIGHT, async (collection) => {
      const kept = keptRanks(collection.members, standing);
      if (kept !== undefined) return [collection.partition, { rankOf: kept, moved: [] }] as const;
      const stored = await readCollectionMembers(
        tableName,
        collection.partition,
        collection.orderKeyOf,
        collection.orderAttributes,
      );
      return [collection.partition, rankMembers(stored, collection.members)] as const;
    }),
  );
  const moved = [...rankings.values()].flatMap((ranking) => ranking.moved);
  const counts = [...rankings].flatMap(([partition, { count }]) =>
    count === undefined ? [] : [{ partition, count }],
  );
  return {
    rankOf(partition, pk) {
      const rank = rankings.get(partition)?.rankOf.get(pk);
      if (rank === undefined) throw new Error(`No rank for ${pk} in ${partition}.`);
      return rank;
    },
    movedCount: moved.length,
    async store(onWritten) {
      await mapInWaves(moved, IN_FLIGHT, async ({ member, rank }) => {
        await setMemberRank(tableName, { pk: member.pk, sk: member.sk }, rank);
        onWritten(1);
      });
      await mapInWaves(counts, IN_FLIGHT, ({ partition, count }) =>
        putCollectionCount(tableName, partition, count),
      );
    },
  };
}
