import type { ItineraryEvent, Move, NonShipmentMove, StoredShipment } from '#shared/domain/types';

/** An event with every field unset, as the loader stores omitted fields. */
export function event(overrides: Partial<ItineraryEvent> = {}): ItineraryEvent {
  return {
    type: 'hook-origin',
    site: { id: 'S-1' },
    scheduled: '',
    appointment: { start: '', end: '', number: '' },
    arrived: '',
    departed: '',
    completed: false,
    note: '',
    ...overrides,
  };
}

export function move(overrides: Partial<Move> = {}): Move {
  return {
    driver: { type: 'driver', id: 'D-1' },
    plannedDate: '2026-11-23',
    powerUnit: { id: 'T-1' },
    status: 'pending',
    hint: '',
    events: [
      event({ type: 'hook-origin', scheduled: '2026-11-23T08:00:00' }),
      event({ type: 'drop-destination', site: { id: 'S-2' }, scheduled: '2026-11-23T12:00:00' }),
    ],
    ...overrides,
  };
}

export function shipment(id: string, overrides: Partial<StoredShipment> = {}): StoredShipment {
  return {
    id,
    orderNumber: `ORD-${id}`,
    status: 'accepted',
    type: 'import',
    hazmat: false,
    customerId: 'C-1',
    createdAt: '2026-11-01T10:00:00Z',
    origin: 'S-1',
    destination: 'S-2',
    equipment: { container: 'CONT-1', chassis: 'CH-1', trailer: '' },
    itinerary: { moves: [move()] },
    ...overrides,
  };
}

export function nonShipmentMove(id: string, overrides: Partial<NonShipmentMove> = {}): NonShipmentMove {
  return {
    id,
    driverId: 'D-1',
    plannedDate: '2026-11-23',
    powerUnit: { id: 'T-1' },
    status: 'pending',
    hint: id,
    events: [
      event({ id, type: 'ns-new-trip', scheduled: '2026-11-23T06:00:00' }),
      event({ id: `${id}-end`, type: 'ns-end-trip', scheduled: '2026-11-23T07:00:00' }),
    ],
    ...overrides,
  };
}

/** Every date from `first` on, one per day. */
export function consecutiveDates(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, day) =>
    new Date(start + day * 86_400_000).toISOString().slice(0, 10),
  );
}
