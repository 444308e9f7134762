import { mapInWaves } from '#shared/data/batching';
import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { deleteSubscription, getSubscription, listSubscriptionIdsFor } from '#shared/webhooks/store';

/** Subscriptions deleted at a time: each delete is one transaction of its own items. */
const DELETES_IN_FLIGHT = 8;

/**
 * Removes every webhook subscription, whoever owns it: the other sections'
 * sample ones (dozens, to hosts that do not resolve here, some made by
 * machine clients and so not in the bench caller's `GET /webhooks`). Each
 * delivery to them would wait on DNS, and recording theirs keeps the stream
 * consumer from the next change (the consumer records a batch's deliveries
 * before it reads the next batch); neither is what the events sections
 * measure. Read from the listeners the fan-out reads, so that none is left
 * for it to find.
 */
export async function removeSubscriptions(): Promise<void> {
  for (const type of OUTBOUND_EVENT_TYPES) {
    await mapInWaves(await listSubscriptionIdsFor(type), DELETES_IN_FLIGHT, async (id) => {
      const record = await getSubscription(id);
      if (record !== undefined) await deleteSubscription(record);
    });
  }
}
