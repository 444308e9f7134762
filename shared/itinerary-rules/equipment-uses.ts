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
 * else appointment, else planning time); a move without any time takes its whole
 * planned date.
 */
export function equipmentUsesOf(shipment: Shipment, itinerary: Itinerary, timeZone: string): EquipmentUse[] {
  const uses: EquipmentUse[] = [];
  itinerary.moves.forEach((move, index) => {
    const assignee = move.driver;
    if (!isRouted(assignee)) return;
    const { start, end } = useWindowOf(move, timeZone);
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

function useWindowOf(move: Move, timeZone: string): { start: string; end: string } {
  let start = '';
  let end = '';
  let earliest = Number.POSITIVE_INFINITY;
  let latest = Number.NEGATIVE_INFINITY;
  for (const event of move.events) {
    const text = eventTime(event);
    const instant = toInstant(text, timeZone);
    if (instant === undefined) continue;
    if (instant < earliest) [earliest, start] = [instant, text];
    if (instant > latest) [latest, end] = [instant, text];
  }
  if (start === '') return { start: `${move.plannedDate}T00:00:00`, end: `${move.plannedDate}T23:59:59` };
  return { start, end };
}

/**
 * The equipment uses a shipment's itinerary implies, as the itinerary rules
 * define them: what is stored is exactly what the equipment rule compares.
 */
function equipmentUsesOfShipment(shipment: StoredShipment, timeZone: string): EquipmentUse[] {
  return equipmentUsesOf(shipment, shipment.itinerary, timeZone);
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
function equipmentUsesOfNonShipmentMove(move: NonShipmentMove, timeZone: string): EquipmentUse[] {
  const { id, driverId, ...planned } = move;
  const asMove: Move = { ...planned, driver: { type: 'driver', id: driverId } };
  return equipmentUsesOf(NO_SHIPMENT, { moves: [asMove] }, timeZone).map((use) => ({ ...use, moveRef: id }));
}

/** The derivation the data layer stores, for a TMS in `timeZone`. */
export function equipmentUseDerivation(timeZone: string): EquipmentUseDerivation {
  return {
    ofShipment: (shipment) => equipmentUsesOfShipment(shipment, timeZone),
    ofNonShipmentMove: (move) => equipmentUsesOfNonShipmentMove(move, timeZone),
  };
}
