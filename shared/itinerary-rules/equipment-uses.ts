import type {
  EquipmentKind,
  EquipmentUse,
  EquipmentUseDerivation,
  Itinerary,
  Move,
  NonShipmentMove,
  Shipment,
  StoredShipment,
} from '#shared/domain/types';
import { isRouted } from './assignee';
import { handlesEquipment } from './event-table';
import { eventTime, toInstant } from './time';
import type { TimeZones } from './time-zones';

const SHIPMENT_EQUIPMENT_KINDS = [
  'chassis',
  'container',
  'trailer',
] as const satisfies readonly EquipmentKind[];

/**
 * The equipment uses an itinerary implies, one per piece of equipment per move
 * assigned to a driver or carrier:
 * - the move's tractor (its power unit);
 * - the shipment's chassis, container and trailer, for every assigned move that
 *   handles shipment equipment, which is any move with an event other than a
 *   bobtail run or a street-turn placeholder. Which of the three a given move
 *   really pulls is not worked out: a move of the shipment is taken to tie up all of it.
 *
 * A use lasts from the earliest to the latest time of the move's events (arrival,
 * else appointment, else planning time), each read in its location's zone; a move
 * without any time takes its whole planned date in the TMS's zone. The bounds are
 * kept as instants (`…Z`), so that uses at locations in different zones compare
 * without knowing where they were.
 */
export function equipmentUsesOf(shipment: Shipment, itinerary: Itinerary, zones: TimeZones): EquipmentUse[] {
  const uses: EquipmentUse[] = [];
  itinerary.moves.forEach((move, index) => {
    const assignee = move.driver;
    if (!isRouted(assignee)) return;
    const { start, end } = useWindowOf(move, zones);
    const use = (kind: EquipmentKind, id: string): EquipmentUse => ({
      equipment: { kind, id },
      assignee: { type: assignee.type, id: assignee.id },
      shipmentId: shipment.id,
      moveRef: String(index),
      plannedDate: move.plannedDate,
      start,
      end,
    });
    if (move.powerUnit.id !== '') uses.push(use('tractor', move.powerUnit.id));
    if (!move.events.some((event) => handlesEquipment(event.type))) return;
    for (const kind of SHIPMENT_EQUIPMENT_KINDS) {
      const id = shipment.equipment[kind];
      if (id !== '') uses.push(use(kind, id));
    }
  });
  return uses;
}

function useWindowOf(move: Move, zones: TimeZones): { start: string; end: string } {
  let earliest = Number.POSITIVE_INFINITY;
  let latest = Number.NEGATIVE_INFINITY;
  for (const event of move.events) {
    const instant = toInstant(eventTime(event), zones.of(event));
    if (instant === undefined) continue;
    if (instant < earliest) earliest = instant;
    if (instant > latest) latest = instant;
  }
  if (earliest <= latest) return { start: isoInstant(earliest), end: isoInstant(latest) };
  const dayStart = `${move.plannedDate}T00:00:00`;
  const dayEnd = `${move.plannedDate}T23:59:59`;
  return { start: instantText(dayStart, zones.tms), end: instantText(dayEnd, zones.tms) };
}

const isoInstant = (instant: number): string => new Date(instant).toISOString();

/** A wall-clock time as an instant, or the text itself when it is none (a malformed planned date). */
function instantText(text: string, timeZone: string): string {
  const instant = toInstant(text, timeZone);
  return instant === undefined ? text : isoInstant(instant);
}

/**
 * The equipment uses a shipment's itinerary implies, as the itinerary rules
 * define them: what is stored is exactly what the equipment rule compares.
 */
function equipmentUsesOfShipment(shipment: StoredShipment, zones: TimeZones): EquipmentUse[] {
  return equipmentUsesOf(shipment, shipment.itinerary, zones);
}

/** What a non-shipment move is for the rules' derivation: a move of a shipment without equipment. */
const NO_SHIPMENT: Shipment = {
  id: '',
  orderNumber: '',
  status: '',
  type: 'oneway',
  hazmat: false,
  customerId: '',
  createdAt: '',
  origin: '',
  destination: '',
  equipment: { container: '', chassis: '', trailer: '' },
};

/** A non-shipment move uses only its power unit, over the window the rules give any move. */
function equipmentUsesOfNonShipmentMove(move: NonShipmentMove, zones: TimeZones): EquipmentUse[] {
  const { id, driverId, ...planned } = move;
  const asMove: Move = { ...planned, driver: { type: 'driver', id: driverId } };
  return equipmentUsesOf(NO_SHIPMENT, { moves: [asMove] }, zones).map((use) => ({ ...use, moveRef: id }));
}

/** The derivation the data layer stores, with times read in the zones of the locations they are at. */
export function equipmentUseDerivation(zones: TimeZones): EquipmentUseDerivation {
  return {
    ofShipment: (shipment) => equipmentUsesOfShipment(shipment, zones),
    ofNonShipmentMove: (move) => equipmentUsesOfNonShipmentMove(move, zones),
  };
}
