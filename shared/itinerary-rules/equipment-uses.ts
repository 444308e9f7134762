import type { EquipmentKind, EquipmentUse, Itinerary, Move, Shipment } from '#shared/domain/types';
import { isRouted } from './assignee';
import { eventRuleOf, handlesEquipment } from './event-table';
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
export function equipmentUsesOf(shipment: Shipment, itinerary: Itinerary): EquipmentUse[] {
  const uses: EquipmentUse[] = [];
  itinerary.moves.forEach((move, index) => {
    const assignee = move.driver;
    if (!isRouted(assignee)) return;
    const window = useWindowOf(move);
    const base = {
      assignee: { type: assignee.type, id: assignee.id },
      shipmentId: shipment.id,
      moveRef: String(index),
      plannedDate: move.plannedDate,
      ...window,
    };
    if (move.powerUnit.id !== '')
      uses.push({ ...base, equipment: { kind: 'tractor', id: move.powerUnit.id } });
    if (!handlesShipmentEquipment(move)) return;
    for (const kind of SHIPMENT_EQUIPMENT_KINDS) {
      const id = shipment.equipment[kind];
      if (id !== '') uses.push({ ...base, equipment: { kind, id } });
    }
  });
  return uses;
}

function handlesShipmentEquipment(move: Move): boolean {
  return move.events.some((event) => {
    const rule = eventRuleOf(event.type);
    return rule !== undefined && handlesEquipment(rule);
  });
}

function useWindowOf(move: Move): { start: string; end: string } {
  let start: { text: string; instant: number } | undefined;
  let end: { text: string; instant: number } | undefined;
  for (const event of move.events) {
    const text = eventTime(event);
    const instant = toInstant(text);
    if (instant === undefined) continue;
    if (start === undefined || instant < start.instant) start = { text, instant };
    if (end === undefined || instant > end.instant) end = { text, instant };
  }
  if (start === undefined || end === undefined) {
    return { start: `${move.plannedDate}T00:00:00`, end: `${move.plannedDate}T23:59:59` };
  }
  return { start: start.text, end: end.text };
}
