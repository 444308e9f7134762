import { mapInWaves } from '#shared/data/batching';
import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { deleteSubscription, getSubscription, listSubscriptionIdsFor } from '#shared/webhooks/store';

/** Subscriptions deleted at a time: each delete is one transaction of its own items. */
const DELETES_IN_FLIGHT = 8;

/**
 * Removes every webhook subscription that listens to anything: the other
 * sections' sample ones (to hosts that do not resolve here), however many the
 * scale section listed before them. Each delivery to them would wait on DNS,
 * and recording theirs keeps the stream consumer from the next change (the
 * consumer records a batch's deliveries before it reads the next batch);
 * neither is what the events sections measure. Read from the listeners the
 * fan-out reads, so that none is left for it to find.
 */
export async function removeSubscriptions(): Promise<void> {
  const listening = new Set<string>();
  for (const type of OUTBOUND_EVENT_TYPES) {
    for (const id of await listSubscriptionIdsFor(type)) listening.add(id);
  }
  await mapInWaves([...listening], DELETES_IN_FLIGHT, async (id) => {
    const record = await getSubscription(id);
    if (record !== undefined) await deleteSubscription(record);
  });
}
