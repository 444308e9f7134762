import { config } from '#shared/config';
import type { Move, StoredShipment } from '#shared/domain/types';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { importedVersion } from '#shared/shipments/itinerary/version-record';
import { itemsOfShipment, versionRecordItem } from '#shared/shipments/store/shipments';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { invoke } from './invoke';

/**
 * Long itineraries of assigned moves over `small-data.json`: origin 109 to a
 * yard, yard to yard, ..., yard to destination 110, one move a day, each with
 * driver D-1 and tractor T-10, and the shipment's container and chassis: four
 * derived items a move (a plan entry, three equipment uses).
 */
const YARD = 'Y-1';

const dateOf = (index: number) =>
  new Date(Date.UTC(2027, 4, 1) + index * 86_400_000).toISOString().slice(0, 10);

const event = (type: string, site: string, at: string) => ({
  type,
  site: { id: site },
  scheduled: at,
  appointment: { start: '', end: '', number: '' },
  arrived: '',
  departed: '',
  completed: false,
  note: '',
});

/** Move `index` of `count`, planned on day `day` (its index unless an edit moved it). */
export function assignedMove(index: number, count: number, day = index): Move {
  const date = dateOf(day);
  return {
    driver: { type: 'driver', id: 'D-1' },
    plannedDate: date,
    powerUnit: { id: 'T-10' },
    status: 'pending',
    hint: '',
    events: [
      index === 0
        ? event('hook-origin', '109', `${date}T08:00:00`)
        : event('hook-yard', YARD, `${date}T08:00:00`),
      index === count - 1
        ? event('drop-destination', '110', `${date}T12:00:00`)
        : event('drop-yard', YARD, `${date}T12:00:00`),
    ],
  };
}

/** `count` moves planned from day `firstDay` on (shipments on days of their own never compete for D-1 or T-10). */
export function assignedMoves(count: number, firstDay = 0): Move[] {
  return Array.from({ length: count }, (_, index) => assignedMove(index, count, firstDay + index));
}

/** A copy of shipment 1001 under `id` with `moves`, stored as an import stores it: version 1 with its record. */
export async function storeAssignedItinerary(id: string, moves: readonly Move[]): Promise<StoredShipment> {
  const template = (await invoke('getShipment', { pathParameters: { shipmentId: '1001' } })).body;
  const shipment: StoredShipment = {
    id,
    orderNumber: `ORD-${id}`,
    status: template.status,
    type: template.type,
    hazmat: template.hazmat,
    customerId: template.customer.id,
    createdAt: template.createdAt,
    origin: template.origin.id,
    destination: template.destination.id,
    equipment: template.equipment,
    itinerary: { moves: [...moves] },
  };
  const uses = equipmentUseDerivation(everywhereIn('America/Chicago'));
  await batchWriteItems(config.tableName, {
    puts: [
      ...itemsOfShipment({ shipment, version: 1 }, uses),
      versionRecordItem({ shipment, version: 1 }, importedVersion(shipment, new Date())),
    ],
    deletes: [],
  });
  return shipment;
}

/**
 * `moves` with a yard move inserted at `at`, the chain kept valid: the move
 * before it now ends at the yard, or, at the front, the new move starts at the
 * origin and the old first move at the yard. It is planned on `day`, one of its
 * own (after every other), so that no tractor is in two places at once.
 */
export function withMoveInserted(moves: readonly Move[], at: number, day = 400): Move[] {
  const count = moves.length + 1;
  const inserted = assignedMove(at === 0 ? 0 : 1, count, day);
  const next = moves.map((move) => structuredClone(move));
  if (at === 0) {
    next[0]!.events[0] = event('hook-yard', YARD, next[0]!.events[0]!.scheduled);
  }
  if (at === moves.length) {
    const last = next.at(-1)!;
    last.events[1] = event('drop-yard', YARD, last.events[1]!.scheduled);
    inserted.events[1] = event('drop-destination', '110', inserted.events[1]!.scheduled);
  }
  return next.toSpliced(at, 0, inserted);
}
