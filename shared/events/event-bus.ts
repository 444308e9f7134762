import { PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { eventBridge } from '#shared/aws/eventbridge';
import { config } from '#shared/config';
import { chunksOf } from '#shared/data/batching';
import type { OutboundEvent } from '#shared/domain/outbound-event';

/** The `source` of every event the service puts on its bus. */
export const EVENT_SOURCE = 'tms.api';
/** EventBridge takes at most 10 entries per PutEvents call. */
const ENTRIES_PER_CALL = 10;
const ROUNDS = 3;

/**
 * The entry of one event: `detail-type` is the event type, `detail` the webhook
 * body's `{ id, timestamp, data }`. It fits an entry (256 KB): an itinerary too
 * large for one was left out of the event when it was derived (derive-events.ts).
 */
export function busEntryOf(event: OutboundEvent, busName: string): PutEventsRequestEntry {
  return {
    EventBusName: busName,
    Source: EVENT_SOURCE,
    DetailType: event.type,
    Detail: JSON.stringify({ id: event.id, timestamp: event.timestamp, data: event.data }),
    Time: new Date(event.timestamp),
  };
}

/**
 * Puts events on the stack's bus, 10 per call, putting again the entries
 * EventBridge reports as failed; throws if some still fail, so that the stream
 * delivers the change again. Does nothing without a bus (the local server).
 */
export async function putOnEventBus(events: readonly OutboundEvent[]): Promise<void> {
  const busName = config.eventBusName;
  if (busName === undefined || events.length === 0) return;
  for (const chunk of chunksOf(
    events.map((event) => busEntryOf(event, busName)),
    ENTRIES_PER_CALL,
  )) {
    let pending = chunk;
    for (let round = 1; pending.length > 0; round++) {
      const { Entries = [] } = await eventBridge.send(new PutEventsCommand({ Entries: pending }));
      const failed = pending.filter((_, index) => Entries[index]?.ErrorCode !== undefined);
      if (failed.length > 0 && round >= ROUNDS) {
        throw new Error(
          `EventBridge refused ${failed.length} event(s): ${Entries.find((entry) => entry.ErrorCode)?.ErrorMessage ?? ''}`,
        );
      }
      pending = failed;
    }
  }
}
