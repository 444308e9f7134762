import type { StoredItem } from '#shared/data/item';
import { type DocumentSubmission, submissionToItem } from '#shared/documents/store';
import type { DeliveredEvent, DeliveredEventType, OutboundEvent } from '#shared/domain/outbound-event';
import type { Itinerary } from '#shared/domain/types';
import { eventsOf } from '#shared/events/derive-events';
import { masterRecordToItem } from '#shared/master-data/store';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { itineraryVersionToItem } from '#shared/shipments/store/history';
import { planEntryToItem } from '#shared/shipments/store/plan-entries';
import { shipmentToItem } from '#shared/shipments/store/shipments';
import { testEventFor } from '#shared/webhooks/manual-deliveries';
import type { WebhookSubscription } from '#shared/webhooks/store';
import { type DemoData, readDemoData } from '#tools/openapi/examples/demo-data';
import { NEW_SHIPMENT } from '#tools/openapi/examples/new-shipment';

const at = '2026-11-25T15:10:00.000Z';

/**
 * Shipment 1004's driver on site: the first event arrived and departed, the
 * move in progress. On `before` when given, else on the demo's itinerary.
 */
function itineraryChange(demo: DemoData, before?: Itinerary): StoredItem {
  const shipment = demo.shipment('1004');
  const itinerary = before ?? shipment.itinerary;
  const after = structuredClone(itinerary);
  const [move] = after.moves;
  if (!move?.events[0]) throw new Error('The demo shipment 1004 has no first event.');
  move.status = 'progress';
  Object.assign(move.events[0], {
    arrived: '2026-11-25T09:12:00',
    departed: '2026-11-25T09:47:00',
    completed: true,
  });
  const version = itineraryVersion({
    shipmentId: shipment.id,
    version: 3,
    before: itinerary,
    after,
    changedBy: { role: 'driver', id: 'D-1' },
    source: 'api',
    changedAt: new Date(at),
  });
  return itineraryVersionToItem(version) as unknown as StoredItem;
}

/** Driver D-9 arrives at NS-12, the first event of a non-shipment move. */
function nonShipmentChange(demo: DemoData): { before: StoredItem; after: StoredItem } {
  const move = demo.dataSet.nonShipmentMoves.find((candidate) => candidate.events[0]?.id === 'NS-12');
  if (!move) throw new Error('The demo data has no non-shipment event NS-12.');
  const arrived = structuredClone(move);
  arrived.status = 'progress';
  Object.assign(arrived.events[0]!, { arrived: '2026-11-23T05:50:00', note: 'Pre-trip inspection done' });
  const item = (value: typeof move, version: number) =>
    planEntryToItem(
      { kind: 'non-shipment-move', driverId: move.driverId, move: value },
      version,
    ) as unknown as StoredItem;
  return { before: item(move, 1), after: item(arrived, 2) };
}

/** The examples' new shipment 5001 as its item is stored: created, then accepted (`changes` the status). */
function shipmentChange(accepted: boolean): StoredItem {
  const shipment = { ...NEW_SHIPMENT, ...(accepted && { status: 'accepted' }), itinerary: { moves: [] } };
  return shipmentToItem({ shipment, version: accepted ? 2 : 1, rank: 0 }) as unknown as StoredItem;
}

/** Driver D-9 retired through `PUT /drivers/D-9` with `"active": false`. */
function driverRetired(demo: DemoData): { before: StoredItem; after: StoredItem } {
  const driver = demo.dataSet.drivers.find((candidate) => candidate.id === 'D-9');
  if (!driver) throw new Error('The demo data has no driver D-9.');
  const item = (record: typeof driver, version: number) =>
    ({ ...masterRecordToItem('driver', record, 8), version, changedAt: at }) as unknown as StoredItem;
  return { before: item(driver, 1), after: item({ ...driver, active: false }, 2) };
}

/** A submission by driver D-1 for shipment 1004, pending unless `fields` say otherwise. */
export function exampleSubmission(fields: Partial<DocumentSubmission> = {}): DocumentSubmission {
  return {
    id: '0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10',
    shipmentId: '1004',
    type: 'POD',
    status: 'pending',
    reason: '',
    submittedBy: '',
    requestedBy: { role: 'driver', id: 'D-1' },
    source: { kind: 'bucket', bucket: 'tms-drop', keys: ['uploads/0b7f3c52.pdf'] },
    pages: 1,
    createdAt: '2026-11-25T15:09:58.114Z',
    completedAt: '',
    ...fields,
  };
}

const submissionItem = (fields: Partial<DocumentSubmission>) =>
  submissionToItem(exampleSubmission(fields)) as unknown as StoredItem;

/** A test event to the examples' subscription, as POST /webhooks/{id}/test makes it (its id fixed: it is random). */
function testEventExample(): DeliveredEvent {
  const subscription = { id: '7c1e4a2b-9d3f-4e8a-b6c5-2f0d1a3e5b79' } as WebhookSubscription;
  return { ...testEventFor(subscription, new Date(at)), id: 'evt_Qm9vdHN0cmFwIHRlc3QgZXZlbnQgMDAx' };
}

/**
 * One example of each event type, made by the stream consumer's own
 * derivation from changes of the demo data: the catalogue and the API
 * document show what the service sends.
 */
export async function eventExamples(): Promise<Record<DeliveredEventType, DeliveredEvent>> {
  const demo = await readDemoData();
  const pending = submissionItem({});
  const events = [
    ...eventsOf({ before: undefined, after: shipmentChange(false), at }),
    ...eventsOf({ before: shipmentChange(false), after: shipmentChange(true), at }),
    ...eventsOf({ before: undefined, after: itineraryChange(demo), at }),
    ...eventsOf({ ...nonShipmentChange(demo), at }),
    ...eventsOf({ ...driverRetired(demo), at }),
    ...eventsOf({ before: pending, after: submissionItem({ status: 'completed', completedAt: at }), at }),
    ...eventsOf({
      before: pending,
      after: submissionItem({
        status: 'failed',
        completedAt: at,
        reason: 'Page 1 is a gif image; this TMS accepts tiff, pdf, png, jpeg.',
      }),
      at,
    }),
  ];
  const examples = new Map<DeliveredEventType, DeliveredEvent>();
  for (const event of [...events, testEventExample()])
    if (!examples.has(event.type)) examples.set(event.type, event);
  return Object.fromEntries(examples) as Record<DeliveredEventType, DeliveredEvent>;
}

/**
 * The same arrival on an itinerary too large for an event (shipment 1004's
 * moves over and over, 200 of them, each event with a long note): its
 * `itinerary.updated` carries the changes and a link to the version instead.
 */
export async function oversizedItineraryExample(): Promise<OutboundEvent> {
  const demo = await readDemoData();
  const { moves } = demo.shipment('1004').itinerary;
  const long: Itinerary = {
    moves: Array.from({ length: 200 }, (_, index) => {
      const move = structuredClone(moves[index % moves.length]!);
      for (const event of move.events) event.note = 'Gate code on the board at the entrance. '.repeat(20);
      return move;
    }),
  };
  const [updated] = eventsOf({ before: undefined, after: itineraryChange(demo, long), at });
  if (updated?.type !== 'itinerary.updated') throw new Error('The long itinerary made no itinerary.updated.');
  return updated;
}
