import type { Item } from '#shared/data/item';
import { collectionCount, collectionCountItem } from '#shared/data/ranked-collection';
import { SUBSCRIPTION_COLLECTION } from '#shared/webhooks/keys';
import { listedItems, type SubscriptionRecord, subscriptionHoles } from '#shared/webhooks/store';
import { batchWriteItems } from '#tools/data-file/batch-write';

/** The webhook list holds one subscription per this many shipments. */
const SHIPMENTS_PER_SUBSCRIPTION = 10;
/** Subscriptions created and deleted again in each growth step: holes spread over the step's ranks. */
const DELETED_PER_STEP = 10;

/**
 * Appends a growth step's subscriptions to every subscription's list, as
 * creations would rank them, and deletes `DELETED_PER_STEP` of them again,
 * spread over the step: the list's far pages lie past holes. Written in bulk,
 * and without listener items, so that no event of the bench is sent to them.
 * Resolves how many subscriptions the step added.
 */
export async function growSubscriptions(tableName: string, shipments: number): Promise<number> {
  const from = await collectionCount(SUBSCRIPTION_COLLECTION);
  const created = Math.ceil(shipments / SHIPMENTS_PER_SUBSCRIPTION);
  const every = Math.max(Math.floor(created / DELETED_PER_STEP), 1);
  const records = Array.from({ length: created }, (_, offset): SubscriptionRecord => {
    const rank = from + offset;
    return {
      subscription: {
        id: `sub-fleet-${String(rank).padStart(7, '0')}`,
        owner: { type: 'user', id: 'bench-dispatcher' },
        url: `https://hooks.example.com/fleet/${rank}`,
        events: ['itinerary.updated'],
        description: `fleet subscription ${rank}`,
        secret: 'whsec_YmVuY2ggc3Vic2NyaXB0aW9uIHNlY3JldA==',
        createdAt: new Date(Date.UTC(2027, 0, 1) + rank * 1000).toISOString(),
      },
      version: 1,
      ranks: { all: rank },
    };
  });
  const deleted = records.filter((_, offset) => offset % every === every - 1).slice(0, DELETED_PER_STEP);
  const kept = records.filter((record) => !deleted.includes(record));
  await batchWriteItems(tableName, {
    puts: [
      ...kept.flatMap(listedItems),
      ...deleted.flatMap(subscriptionHoles),
      collectionCountItem(SUBSCRIPTION_COLLECTION, from + created) as Item,
    ],
    deletes: [],
  });
  return kept.length;
}
