import { config } from '#shared/config';
import { dataOf, type Item, type ItemKey, type StoredItem } from '#shared/data/item';
import {
  ENTITY,
  equipmentUseKeyAt,
  equipmentUsesSince,
  masterPartition,
  nonShipmentMoveKey,
  shipmentMoveKey,
} from '#shared/data/keys';
import { queryAll } from '#shared/data/query';
import { resolveStaged } from '#shared/data/staged-write';
import type { EquipmentKind, EquipmentUse } from '#shared/domain/types';

/** The `entity` of equipment uses. */
export const EQUIPMENT_USE_ENTITY = ENTITY.equipmentUse;

function moveKeyOf(use: EquipmentUse): string {
  return use.shipmentId === ''
    ? nonShipmentMoveKey(use.moveRef)
    : shipmentMoveKey(use.shipmentId, use.moveRef);
}

export function equipmentUseKey(use: EquipmentUse): ItemKey {
  return equipmentUseKeyAt(use.equipment, { plannedDate: use.plannedDate, moveKey: moveKeyOf(use) });
}

export function equipmentUseToItem(use: EquipmentUse): Item<EquipmentUse> {
  return { ...equipmentUseKey(use), entity: EQUIPMENT_USE_ENTITY, data: use };
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
  const range = equipmentUsesSince(sinceDate);
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :equipment AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':equipment': masterPartition(equipment.kind, equipment.id),
      ':from': range.from,
      ':to': range.to,
    },
  });
  return (await resolveStaged(items)).map(equipmentUseFromItem);
}
