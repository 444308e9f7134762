import { config } from '#shared/config';
import { dataOf, type Item, type ItemKey, type StoredItem } from '#shared/data/item';
import { queryAll } from '#shared/data/query';
import type { EquipmentKind, EquipmentUse } from '#shared/domain/types';
import { masterPartition } from '#shared/master-data/keys';
import {
  equipmentUseKeyAt,
  equipmentUsesEndingFrom,
  nonShipmentMoveKey,
  SHIPMENT_ENTITIES,
  shipmentMoveKey,
} from '#shared/shipments/store/keys';
import { resolveStaged } from '#shared/shipments/store/staged-marks';

/** The `entity` of equipment uses. */
export const EQUIPMENT_USE_ENTITY = SHIPMENT_ENTITIES.equipmentUse;

function moveKeyOf(use: EquipmentUse): string {
  return use.shipmentId === ''
    ? nonShipmentMoveKey(use.moveRef)
    : shipmentMoveKey(use.shipmentId, use.moveRef);
}

/** A use is keyed by the date its end instant (`…Z`) falls on in UTC. */
export function equipmentUseKey(use: EquipmentUse): ItemKey {
  return equipmentUseKeyAt(use.equipment, { endDate: use.end.slice(0, 10), moveKey: moveKeyOf(use) });
}

export function equipmentUseToItem(use: EquipmentUse): Item<EquipmentUse> {
  return { ...equipmentUseKey(use), entity: EQUIPMENT_USE_ENTITY, data: use };
}

export function equipmentUseFromItem(item: StoredItem): EquipmentUse {
  return dataOf<EquipmentUse>(item);
}

/**
 * PUT itinerary (equipment rule): a piece of equipment's uses ending on or
 * after `fromDate` (UTC), in order of their end dates: every use that could
 * overlap a time on or after that date. One Query on the equipment's partition.
 */
export async function listEquipmentUsesEndingFrom(
  equipment: { kind: EquipmentKind; id: string },
  fromDate: string,
): Promise<EquipmentUse[]> {
  const range = equipmentUsesEndingFrom(fromDate);
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
