import { getItem } from '#shared/data/get-item';
import { dataOf, type Item, type ItemKey } from '#shared/data/item';
import { writeNextVersion } from '#shared/data/transact';
import type { EquipmentUseDerivation, NonShipmentMove } from '#shared/domain/types';
import { NON_SHIPMENT_ENTITIES, nonShipmentEventKey } from '#shared/non-shipment/keys';
import { equipmentUseToItem } from '#shared/shipments/store/equipment-uses';
import {
  type NonShipmentMoveRecord,
  planEntryChangedAt,
  planEntryFromItem,
  planEntryKey,
  planEntryOfNonShipmentMove,
  planEntryToItem,
} from '#shared/shipments/store/plan-entries';

/** Finds a non-shipment event's move from the event id alone: the move is keyed by date and time. */
interface NonShipmentEventPointer {
  driverId: string;
  eventId: string;
  move: ItemKey;
}

function pointerToItem(pointer: NonShipmentEventPointer): Item<NonShipmentEventPointer> {
  return {
    ...nonShipmentEventKey(pointer.driverId, pointer.eventId),
    entity: NON_SHIPMENT_ENTITIES.nonShipmentEvent,
    data: pointer,
  };
}

/**
 * Every item a non-shipment move consists of: its plan entry (the move itself),
 * one pointer per event, and the use of its power unit.
 */
export function itemsOfNonShipmentMove(
  { move, version, changedAt }: NonShipmentMoveRecord,
  uses: EquipmentUseDerivation,
): Item[] {
  const entry = planEntryOfNonShipmentMove(move);
  const moveKey = planEntryKey(entry);
  return [
    planEntryToItem(entry, version, changedAt),
    ...move.events.flatMap((event) =>
      event.id === undefined
        ? []
        : [pointerToItem({ driverId: move.driverId, eventId: event.id, move: moveKey })],
    ),
    ...uses.ofNonShipmentMove(move).map(equipmentUseToItem),
  ];
}

/**
 * PUT non-shipment event: the event's move and the event's position in it, or
 * undefined when the driver has no event with that id.
 */
export async function getNonShipmentEvent(
  driverId: string,
  eventId: string,
): Promise<{ record: NonShipmentMoveRecord; eventIndex: number } | undefined> {
  const pointerItem = await getItem(nonShipmentEventKey(driverId, eventId));
  if (pointerItem === undefined) return undefined;
  const moveItem = await getItem(dataOf<NonShipmentEventPointer>(pointerItem).move);
  if (moveItem === undefined) return undefined;
  const entry = planEntryFromItem(moveItem);
  if (entry.kind !== 'non-shipment-move') return undefined;
  const eventIndex = entry.move.events.findIndex((event) => event.id === eventId);
  const changedAt = planEntryChangedAt(moveItem);
  return eventIndex === -1
    ? undefined
    : { record: { move: entry.move, version: moveItem.version as number, changedAt }, eventIndex };
}

/**
 * PUT non-shipment event: stores `next` in one transaction that fails with
 * ConcurrentUpdateError when the move changed since `previous` was read.
 */
export async function putNonShipmentMove(
  previous: NonShipmentMoveRecord,
  next: NonShipmentMove,
  uses: EquipmentUseDerivation,
): Promise<NonShipmentMoveRecord> {
  return writeNextVersion(
    planEntryKey(planEntryOfNonShipmentMove(previous.move)),
    previous,
    // The commit time, to the millisecond: the `timestamp` of the events the change makes.
    { move: next, version: previous.version + 1, changedAt: new Date().toISOString() },
    (record) => itemsOfNonShipmentMove(record, uses),
  );
}
