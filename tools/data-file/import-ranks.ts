import { mapInWaves } from '#shared/data/batching';
import { type CollectionMember, type Ranking, rankMembers } from '#shared/data/collection-ranks';
import { dataOf, type StoredItem } from '#shared/data/item';
import { creationOrderKey } from '#shared/data/keys';
import { putCollectionCount, readCollectionMembers, setMemberRank } from '#shared/data/ranked-collection';
import type { DataSet, StoredShipment } from '#shared/domain/types';
import { masterCollectionPartition, masterPartition } from '#shared/master-data/keys';
import { MASTER_KINDS, type MasterKind } from '#shared/master-data/store';
import { SHIPMENT_COLLECTION, shipmentPartition } from '#shared/shipments/store/partition';

/** Collections read at once, and rank updates in flight at once. */
const IN_FLIGHT = 8;

/** Each ranked collection a data set adds to: its index partition and the data set's members. */
function incomingMembers(dataSet: DataSet, shipments: readonly StoredShipment[]) {
  const masterCollections = (Object.keys(MASTER_KINDS) as MasterKind[]).map((kind) => ({
    partition: masterCollectionPartition(kind),
    members: dataSet[MASTER_KINDS[kind].dataSetList].map(
      (record): CollectionMember => ({ pk: masterPartition(kind, record.id), orderKey: record.id }),
    ),
    orderAttributes: ['id'],
    orderKeyOf: (item: StoredItem) => dataOf<{ id: string }>(item).id,
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

/** The ranks a load gives every member of the collections it adds to. */
export interface LoadRanks {
  rankOf(partition: string, pk: string): number;
  /** Rewrites the ranks of stored members the load moved, then the counts. */
  store(onWritten: (count: number) => void): Promise<void>;
  /** Stored members whose rank the load changes without rewriting them. */
  movedCount: number;
}

/**
 * Reads the members each collection holds (their keys, ranks and order keys
 * only) and ranks them with the data set's: the load writes every member it
 * brings at its rank, and `store` moves the stored ones an insertion shifted.
 */
export async function rankLoad(
  tableName: string,
  dataSet: DataSet,
  shipments: readonly StoredShipment[],
): Promise<LoadRanks> {
  const collections = incomingMembers(dataSet, shipments);
  const rankings = new Map<string, Ranking>(
    await mapInWaves(collections, IN_FLIGHT, async (collection) => {
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
      await mapInWaves([...rankings], IN_FLIGHT, ([partition, ranking]) =>
        putCollectionCount(tableName, partition, ranking.count),
      );
    },
  };
}
