import type { ItineraryEvent, Move } from '#shared/domain/types';
import { type PlanEntry, planEntryToItem } from '#shared/shipments/store/plan-entries';
import { batchWriteItems } from '#tools/data-file/batch-write';

const DAY_MS = 86_400_000;
const dateAfter = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function benchEvent(type: string, siteId: string, scheduled: string): ItineraryEvent {
  return {
    type,
    site: { id: siteId },
    scheduled,
    appointment: { start: '', end: '', number: '' },
    arrived: '',
    departed: '',
    completed: false,
    note: '',
  };
}

/** A driver's shipment move on `date` between two demo sites. */
function planEntry(
  driverId: string,
  date: string,
  shipmentId: string,
  sites: readonly [string, string],
): PlanEntry {
  const move: Move = {
    driver: { type: 'driver', id: driverId },
    plannedDate: date,
    powerUnit: { id: '' },
    status: 'accepted',
    hint: '',
    events: [
      benchEvent('hook-origin', sites[0], `${date}T08:00:00`),
      benchEvent('drop-destination', sites[1], `${date}T11:00:00`),
    ],
  };
  return {
    kind: 'shipment-move',
    driverId,
    shipment: { id: shipmentId, orderNumber: `ORD-${shipmentId}` },
    moveKey: 'a0',
    move,
  };
}

/**
 * A driver with `pastMoves` moves a day apart before `upcomingFrom`, then the
 * same five upcoming moves as any other history length: what a plan query of
 * the upcoming days reads must not depend on the past.
 */
export async function seedDriverHistory(
  tableName: string,
  driverId: string,
  pastMoves: number,
  upcomingFrom: string,
  sites: readonly [string, string],
): Promise<void> {
  const past = Array.from({ length: pastMoves }, (_, day) =>
    planEntry(driverId, dateAfter(upcomingFrom, day - pastMoves), `${driverId}-past-${day}`, sites),
  );
  const upcoming = Array.from({ length: 5 }, (_, day) =>
    planEntry(driverId, dateAfter(upcomingFrom, day), `${driverId}-next-${day}`, sites),
  );
  await batchWriteItems(tableName, {
    puts: [...past, ...upcoming].map((entry) => planEntryToItem(entry)),
    deletes: [],
  });
}
