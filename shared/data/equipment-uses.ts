import { config } from '#shared/config';
import type { EquipmentKind, EquipmentUse } from '#shared/domain/types';
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
