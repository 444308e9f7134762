import { collectionPartition, everyPartitionOf, joinKey } from '#shared/data/keys';

/**
 * What the rest of the code may know of where shipments are stored: the
 * shipment's partition (documents live in it; IAM grants name it) and the
 * shipment collection's index partition. Every key inside them is the
 * repository's own (`keys.ts`, which only this folder imports).
 */

/** The shipment item's `entity`, and the prefix of its partition key. */
export const SHIPMENT_ENTITY = 'SHIPMENT';

/** A shipment's partition: its item, its itinerary's pages and versions, and its documents. */
export function shipmentPartition(id: string): string {
  return joinKey(SHIPMENT_ENTITY, id);
}

/** Every shipment's partition, as an IAM `dynamodb:LeadingKeys` pattern. */
export const EVERY_SHIPMENT_PARTITION = everyPartitionOf(SHIPMENT_ENTITY);

/** The index partition of the shipment collection, ranked oldest (0) to newest. */
export const SHIPMENT_COLLECTION = collectionPartition(SHIPMENT_ENTITY);
