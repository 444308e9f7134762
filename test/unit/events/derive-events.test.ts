import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { StoredItem } from '#shared/data/item';
import { type DocumentSubmission, submissionToItem } from '#shared/documents/store';
import type { Move, NonShipmentMove, StoredShipment } from '#shared/domain/types';
import { eventsOf } from '#shared/events/derive-events';
import { committedChangeOf } from '#shared/events/stream-record';
import { masterRecordToItem } from '#shared/master-data/store';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { renderShipment } from '#shared/shipments/presenters/shipment';
import { itineraryVersionToItem } from '#shared/shipments/store/history';
import { planEntryToItem } from '#shared/shipments/store/plan-entries';
import { shipmentToItem } from '#shared/shipments/store/shipments';
import { exampleSubmission } from '#tools/events/event-examples';
import { NEW_SHIPMENT } from '#tools/openapi/examples/new-shipment';
import { event, move, nonShipmentMove as nonShipmentMoveOf } from '../../integration/data/fixtures';

const at = '2026-11-24T14:00:00.000Z';

const versionItem = (version: number, before: Move[] | undefined, after: Move[]) =>
  itineraryVersionToItem(
    itineraryVersion({
      shipmentId: '1001',
      version,
      before: before && { moves: before },
      after: { moves: after },
      changedBy: { role: 'driver', id: 'D-1' },
      source: 'api',
      changedAt: new Date(at),
    }),
  ) as unknown as StoredItem;

const inserted = (item: StoredItem) => eventsOf({ before: undefined, after: item, at });

describe('shipment.created and shipment.updated, from the shipment item', () => {
  const shipmentItem = (fields: Partial<StoredShipment>, version: number) =>
    shipmentToItem({
      shipment: { ...NEW_SHIPMENT, itinerary: { moves: [] }, ...fields },
      version,
      rank: 3,
    }) as unknown as StoredItem;

  test('an item that appears is a shipment created, stamped with its createdAt, the shipment as GET shows it', () => {
    const [created, ...rest] = inserted(shipmentItem({}, 1));
    expect(rest).toEqual([]);
    expect(created).toMatchObject({ type: 'shipment.created', timestamp: NEW_SHIPMENT.createdAt });
    expect(created!.data).toEqual(renderShipment(NEW_SHIPMENT));
  });

  test('facts that change are a shipment updated, naming each field once', () => {
    const before = shipmentItem({}, 1);
    const after = shipmentItem(
      { status: 'accepted', equipment: { container: '', chassis: 'CH-1', trailer: '' } },
      2,
    );
    const [updated, ...rest] = eventsOf({ before, after, at });
    expect(rest).toEqual([]);
    expect(updated).toMatchObject({ type: 'shipment.updated', timestamp: at });
    expect(updated!.data.changed).toEqual(['status', 'equipment']);
    expect(updated!.data.status).toBe('accepted');
  });

  test('a write of the itinerary, the version or the rank alone, with the facts as they were, makes none', () => {
    const before = shipmentItem({}, 1);
    expect(eventsOf({ before, after: { ...shipmentItem({}, 2), gsi1sk: 'moved' }, at })).toEqual([]);
  });

  test("a facts version of the itinerary's history makes no itinerary.updated", () => {
    const facts = itineraryVersionToItem({
      ...itineraryVersion({
        shipmentId: '1001',
        version: 2,
        before: { moves: [] },
        after: { moves: [] },
        changedBy: { role: 'dispatcher', id: 'dispatcher' },
        source: 'api',
        changedAt: new Date(at),
      }),
      changes: [{ path: 'status', from: 'pending', to: 'accepted' }],
    }) as unknown as StoredItem;
    expect(inserted(facts)).toEqual([]);
  });
});

describe('itinerary.updated of an itinerary too large for an event (256 KB)', () => {
  /** 80 events of 4,000-character notes: about 330 KB as JSON. */
  const large = (fill: string) => [
    move({ events: Array.from({ length: 80 }, () => event({ note: fill.repeat(4_000) })) }),
  ];
  const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
  const omitted = { href: '/shipments/1001/itinerary/history/2', omitted: true };

  test('its changes instead, the itinerary a link to the version in the history', () => {
    const before = large('a');
    const after = structuredClone(before);
    after[0]!.events[3]!.note = 'Door 7';
    const [updated] = inserted(versionItem(2, before, after));
    expect(updated?.data).toEqual({
      shipment: { id: '1001', href: '/shipments/1001' },
      version: 2,
      etag: '"2"',
      changedBy: { role: 'driver', id: 'D-1' },
      source: 'api',
      changes: [{ path: 'moves[0].events[3].note', from: 'a'.repeat(4_000), to: 'Door 7' }],
      itinerary: omitted,
    });
    expect(sizeOf(updated)).toBeLessThan(256 * 1024);
  });

  test('changes too large as well: both are links to the version', () => {
    const [updated] = inserted(versionItem(2, large('a'), large('b')));
    expect(updated?.data).toMatchObject({ version: 2, changes: omitted, itinerary: omitted });
    expect(sizeOf(updated)).toBeLessThan(1024);
  });

  test('an itinerary that fits is carried whole, without changes', () => {
    const small = [move({ events: Array.from({ length: 40 }, () => event({ note: 'n'.repeat(4_000) })) })];
    const [updated] = inserted(versionItem(1, undefined, small));
    expect(updated?.data.itinerary).toEqual({ moves: small });
    expect(updated?.data).not.toHaveProperty('changes');
  });
});

describe('itinerary versions', () => {
  test('a first version is the shipment coming in: itinerary.updated only', () => {
    const arrivedAlready = [move({ events: [event({ arrived: '2026-11-23T08:00:00' })] })];
    const events = inserted(versionItem(1, undefined, arrivedAlready));
    expect(events.map((e) => e.type)).toEqual(['itinerary.updated']);
    expect(events[0]).toMatchObject({
      timestamp: at,
      data: {
        shipment: { id: '1001', href: '/shipments/1001' },
        version: 1,
        etag: '"1"',
        itinerary: { moves: arrivedAlready },
      },
    });
  });

  test('a later version: the update, each move status changed, each time recorded', () => {
    const before = [move(), move({ driver: { type: 'carrier', id: 'CR-1' } })];
    const after = structuredClone(before);
    after[0]!.status = 'progress';
    after[0]!.events[0]!.arrived = '2026-11-23T08:05:00';
    after[0]!.events[0]!.departed = '2026-11-23T08:40:00';
    after[1]!.events[1]!.note = 'no time recorded: no event of its own';
    const events = inserted(versionItem(2, before, after));
    expect(events.map((e) => [e.type, e.data.move, (e.data.event as { index?: number })?.index])).toEqual([
      ['itinerary.updated', undefined, undefined],
      ['move.status.changed', 0, undefined],
      ['event.arrived', 0, 0],
      ['event.departed', 0, 0],
    ]);
    expect(events[1]?.data).toEqual({
      shipment: { id: '1001', href: '/shipments/1001' },
      move: 0,
      from: 'pending',
      to: 'progress',
    });
    expect(events[2]?.data.event).toMatchObject({
      index: 0,
      type: 'hook-origin',
      arrived: '2026-11-23T08:05:00',
    });
  });

  test('an event added with its arrival already recorded is an arrival', () => {
    const before = [move({ events: [event()] })];
    const after = [
      move({ events: [event(), event({ type: 'drop-destination', arrived: '2026-11-23T13:00:00' })] }),
    ];
    expect(inserted(versionItem(2, before, after)).map((e) => e.type)).toEqual([
      'itinerary.updated',
      'event.arrived',
    ]);
  });

  test('ids come from the change: the same record gives the same ids, different events different ids', () => {
    const item = versionItem(
      2,
      [move()],
      [move({ status: 'progress', events: [event({ arrived: '2026-11-23T08:05:00' }), event()] })],
    );
    const [first, again] = [inserted(item), inserted(structuredClone(item))];
    expect(again.map((e) => e.id)).toEqual(first.map((e) => e.id));
    expect(new Set(first.map((e) => e.id)).size).toBe(first.length);
    expect(inserted(versionItem(3, [move()], [move({ status: 'progress' })]))[0]?.id).not.toBe(first[0]?.id);
  });

  test('a version record read from a Lambda stream event (binary as base64 text) gives the same events', () => {
    const item = versionItem(2, [move()], [move({ status: 'progress' })]);
    const image = marshall(item, { removeUndefinedValues: true }) as Record<string, { B?: Uint8Array }>;
    const lambdaImage = {
      ...image,
      payload: { B: Buffer.from(item.payload as Uint8Array).toString('base64') },
    };
    const record = {
      eventName: 'INSERT',
      dynamodb: { ApproximateCreationDateTime: Date.parse(at) / 1000, NewImage: lambdaImage },
    } as unknown as DynamoDBRecord;
    expect(eventsOf(committedChangeOf(record))).toEqual(inserted(item));
  });
});

describe('non-shipment moves', () => {
  const nonShipmentMove = (fields: Partial<NonShipmentMove> = {}) =>
    nonShipmentMoveOf('NS-1', { driverId: 'D-8', ...fields });
  const planItem = (moveValue: NonShipmentMove, version: number) =>
    planEntryToItem(
      { kind: 'non-shipment-move', driverId: 'D-8', move: moveValue },
      version,
    ) as unknown as StoredItem;

  test('an arrival: the move in progress, the event arrived and updated', () => {
    const before = nonShipmentMove();
    const after = nonShipmentMove({
      status: 'progress',
      events: [{ ...before.events[0]!, arrived: '2026-11-22T13:05:00' }, before.events[1]!],
    });
    const events = eventsOf({ before: planItem(before, 1), after: planItem(after, 2), at });
    expect(events.map((e) => e.type)).toEqual([
      'move.status.changed',
      'event.arrived',
      'non-shipment-event.updated',
    ]);
    expect(events[0]?.data).toEqual({
      driver: { id: 'D-8', href: '/drivers/D-8' },
      move: 'NS-1',
      from: 'pending',
      to: 'progress',
    });
    expect(events[2]?.data).toEqual({ driver: { id: 'D-8', href: '/drivers/D-8' }, event: after.events[0] });
    expect(events.every((e) => e.timestamp === at)).toBe(true);
  });

  test('an item written again unchanged (a reload) and plan copies of shipment moves make none', () => {
    const same = nonShipmentMove();
    expect(eventsOf({ before: planItem(same, 1), after: planItem(same, 1), at })).toEqual([]);
    const copy = planEntryToItem({
      kind: 'shipment-move',
      driverId: 'D-1',
      shipment: { id: '1001', orderNumber: 'ORD-1001' },
      moveKey: 'a0',
      move: move(),
    }) as unknown as StoredItem;
    const arrived = structuredClone(copy);
    (arrived.data as { move: Move }).move.events[0]!.arrived = '2026-11-23T08:05:00';
    expect(eventsOf({ before: copy, after: arrived, at })).toEqual([]);
  });
});

describe('submissions', () => {
  const submission = (fields: Partial<DocumentSubmission>) =>
    submissionToItem(
      exampleSubmission({ id: 'S-1', shipmentId: '1001', ...fields }),
    ) as unknown as StoredItem;

  test('settled as completed or failed: document.stored or document.failed with the reason', () => {
    const pending = submission({});
    const stored = eventsOf({
      before: pending,
      after: submission({ status: 'completed', completedAt: at }),
      at,
    });
    expect(stored).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        type: 'document.stored',
        timestamp: at,
        data: {
          shipment: { id: '1001', href: '/shipments/1001' },
          type: 'POD',
          submission: { id: 'S-1', href: '/images/submissions/S-1' },
        },
      },
    ]);
    const failed = eventsOf({
      before: pending,
      after: submission({ status: 'failed', reason: 'Not a PDF.' }),
      at,
    });
    expect(failed.map((e) => [e.type, e.data.reason])).toEqual([['document.failed', 'Not a PDF.']]);
  });

  test('recorded pending, or written again as it was, makes none', () => {
    expect(eventsOf({ before: undefined, after: submission({}), at })).toEqual([]);
    const done = submission({ status: 'completed' });
    expect(eventsOf({ before: done, after: done, at })).toEqual([]);
  });
});

test('removed items and other entities make no events', () => {
  expect(eventsOf({ before: submission0(), after: undefined, at })).toEqual([]);
  expect(
    eventsOf({
      before: undefined,
      after: { pk: 'DRIVER#D-1', sk: 'DRIVER', entity: 'DRIVER', data: {} },
      at,
    }),
  ).toEqual([]);
});

function submission0(): StoredItem {
  return { pk: 'SUBMISSION#S-2', sk: 'SUBMISSION', entity: 'SUBMISSION', data: { status: 'completed' } };
}

describe('master-data.updated', () => {
  const driverItem = (fields: Record<string, unknown>, changedAt?: string) =>
    ({
      ...masterRecordToItem('driver', { ...driver, ...fields }, 3),
      ...(changedAt !== undefined && { version: 2, changedAt }),
    }) as unknown as StoredItem;
  const driver = { id: 'D-9', name: 'Ed Stone', licenseExpires: '', medicalExpires: '', hazmatExpires: '' };

  test('a record written through the API: kind, id, href, active, at its commit time', () => {
    const events = eventsOf({
      before: driverItem({}),
      after: driverItem({ active: false }, at),
      at: 'later',
    });
    expect(events).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        type: 'master-data.updated',
        timestamp: at,
        data: { kind: 'driver', id: 'D-9', href: '/drivers/D-9', active: false },
      },
    ]);
  });

  test('a creation is one too, active unless retired; the same change read twice has the same id', () => {
    const change = { before: undefined, after: driverItem({}, at), at };
    const [created] = eventsOf(change);
    expect(created?.data).toEqual({ kind: 'driver', id: 'D-9', href: '/drivers/D-9', active: true });
    expect(eventsOf(change)[0]?.id).toBe(created?.id);
  });

  test("a load's writes (no changedAt), and a write that changes no data, make none", () => {
    expect(inserted(driverItem({}))).toEqual([]);
    expect(eventsOf({ before: driverItem({}, at), after: driverItem({}, at), at })).toEqual([]);
  });
});
