import { config } from '#shared/config';
import type {
  EquipmentKind,
  EquipmentUse,
  ItineraryEvent,
  Move,
  NonShipmentMove,
  StoredShipment,
} from '#shared/domain/types';
import { dataOf, type Item, type ItemKey, type StoredItem } from './item';
import { masterPartition } from './master-data';
import { nonShipmentMoveKey, shipmentMoveKey } from './move-key';
import { queryAll, SORTS_LAST } from './query';

/** The `entity` of equipment uses. */
export const EQUIPMENT_USE_ENTITY = 'USE';
const USE = EQUIPMENT_USE_ENTITY;

function moveKeyOf(use: EquipmentUse): string {
  return use.shipmentId === ''
    ? nonShipmentMoveKey(use.moveRef)
    : shipmentMoveKey(use.shipmentId, Number(use.moveRef));
}

/** In the equipment's partition, by planned date: the uses around a date are one key range. */
export function equipmentUseKey(use: EquipmentUse): ItemKey {
  return {
    pk: masterPartition(use.equipment.kind, use.equipment.id),
    sk: `${USE}#${use.plannedDate}#${moveKeyOf(use)}`,
  };
}

export function equipmentUseToItem(use: EquipmentUse): Item<EquipmentUse> {
  return { ...equipmentUseKey(use), entity: USE, data: use };
}

export function equipmentUseFromItem(item: StoredItem): EquipmentUse {
  return dataOf<EquipmentUse>(item);
}

/**
 * The window a move occupies its equipment: from its earliest to its latest
 * known time (appointments, scheduled, actual), or its whole planned day when
 * no time is known. Times compare as strings, as the stored ISO values do when
 * they share a format.
 */
function useWindow(plannedDate: string, events: readonly ItineraryEvent[]): { start: string; end: string } {
  const times = events
    .flatMap((event) => [
      event.appointment.start,
      event.appointment.end,
      event.scheduled,
      event.arrived,
      event.departed,
    ])
    .filter((time) => time !== '')
    .sort();
  const start = times[0];
  const end = times.at(-1);
  if (start !== undefined && end !== undefined) return { start, end };
  return plannedDate === ''
    ? { start: '', end: '' }
    : { start: `${plannedDate}T00:00:00`, end: `${plannedDate}T23:59:59` };
}

type AssignedMove = Pick<Move, 'driver' | 'plannedDate' | 'powerUnit' | 'events'>;

function usesOfMove(
  move: AssignedMove,
  equipment: { kind: EquipmentKind; id: string }[],
  shipmentId: string,
  moveRef: string,
): EquipmentUse[] {
  if (move.driver.type === 'not routed' || move.driver.id === '') return [];
  const assignee = { type: move.driver.type, id: move.driver.id };
  const window = useWindow(move.plannedDate, move.events);
  return [...equipment, { kind: 'tractor' as const, id: move.powerUnit.id }]
    .filter((piece) => piece.id !== '')
    .map((piece) => ({
      equipment: piece,
      assignee,
      shipmentId,
      moveRef,
      plannedDate: move.plannedDate,
      ...window,
    }));
}

/**
 * The equipment uses a shipment's itinerary implies: every move assigned to a
 * driver or carrier uses the shipment's container, chassis and trailer and the
 * move's power unit.
 */
export function equipmentUsesOfShipment(shipment: StoredShipment): EquipmentUse[] {
  const { container, chassis, trailer } = shipment.equipment;
  const equipment = [
    { kind: 'container' as const, id: container },
    { kind: 'chassis' as const, id: chassis },
    { kind: 'trailer' as const, id: trailer },
  ];
  return shipment.itinerary.moves.flatMap((move, moveIndex) =>
    usesOfMove(move, equipment, shipment.id, String(moveIndex)),
  );
}

/** A non-shipment move uses only its power unit. */
export function equipmentUsesOfNonShipmentMove(move: NonShipmentMove): EquipmentUse[] {
  return usesOfMove({ ...move, driver: { type: 'driver', id: move.driverId } }, [], '', move.id);
}

/**
 * PUT itinerary (equipment rule): a piece of equipment's uses planned on or
 * after `sinceDate`, in date order. One Query on the equipment's partition.
 */
export async function listEquipmentUsesSince(
  equipment: { kind: EquipmentKind; id: string },
  sinceDate: string,
): Promise<EquipmentUse[]> {
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :equipment AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':equipment': masterPartition(equipment.kind, equipment.id),
      ':from': `${USE}#${sinceDate}`,
      ':to': `${USE}#${SORTS_LAST}`,
    },
  });
  return items.map(equipmentUseFromItem);
}
