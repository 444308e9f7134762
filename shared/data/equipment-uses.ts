import { config } from '#shared/config';
import type {
  EquipmentKind,
  EquipmentUse,
  Move,
  NonShipmentMove,
  Shipment,
  StoredShipment,
} from '#shared/domain/types';
import { equipmentUsesOf } from '#shared/itinerary-rules/index';
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
 * The equipment uses a shipment's itinerary implies, as the itinerary rules
 * define them: what is stored is exactly what the equipment rule compares.
 */
export function equipmentUsesOfShipment(shipment: StoredShipment, timeZone: string): EquipmentUse[] {
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
export function equipmentUsesOfNonShipmentMove(move: NonShipmentMove, timeZone: string): EquipmentUse[] {
  const { id, driverId, ...planned } = move;
  const asMove: Move = { ...planned, driver: { type: 'driver', id: driverId } };
  return equipmentUsesOf(NO_SHIPMENT, { moves: [asMove] }, timeZone).map((use) => ({ ...use, moveRef: id }));
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
