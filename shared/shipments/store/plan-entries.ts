import { config } from '#shared/config';
import { dataOf, type Item, type ItemKey, type StoredItem } from '#shared/data/item';
import { queryAll } from '#shared/data/query';
import type { ItineraryEvent, Move, NonShipmentMove, StoredShipment } from '#shared/domain/types';
import { masterPartition } from '#shared/master-data/keys';
import {
  nonShipmentMoveKey,
  PLAN_SORT_PREFIX,
  planEntryKeyAt,
  planRange,
  SHIPMENT_ENTITIES,
  shipmentMoveKey,
} from '#shared/shipments/store/keys';
import type { MoveKey } from '#shared/shipments/store/move-keys';
import { resolveStaged } from '#shared/shipments/store/staged-marks';

/** A shipment move assigned to a driver (assignee type `driver`), copied into the driver's plan. */
export interface ShipmentPlanEntry {
  kind: 'shipment-move';
  driverId: string;
  shipment: { id: string; orderNumber: string };
  /** The move's stored key (`move-keys.ts`): kept across edits to the itinerary's other moves. */
  moveKey: MoveKey;
  move: Move;
}

/** A driver's non-shipment move: its plan entry is where the move itself is stored. */
export interface NonShipmentPlanEntry {
  kind: 'non-shipment-move';
  driverId: string;
  move: NonShipmentMove;
}

export type PlanEntry = ShipmentPlanEntry | NonShipmentPlanEntry;

/** A non-shipment move as stored in its driver's plan, with its version. */
export interface NonShipmentMoveRecord {
  move: NonShipmentMove;
  version: number;
  /** When this version was committed (ISO 8601 UTC, milliseconds): its events' `timestamp`. Absent on imported moves. */
  changedAt?: string;
}

/** The `entity` of plan entries. */
export const PLAN_ENTRY_ENTITY = SHIPMENT_ENTITIES.planEntry;

/** When the move is due to start: the first event's appointment, else its scheduled time. */
function firstEventTime(events: readonly ItineraryEvent[]): string {
  const [first] = events;
  return first?.appointment.start || first?.scheduled || '';
}

function moveKeyOf(entry: PlanEntry): string {
  return entry.kind === 'shipment-move'
    ? shipmentMoveKey(entry.shipment.id, entry.moveKey)
    : nonShipmentMoveKey(entry.move.id);
}

export function planEntryKey(entry: PlanEntry): ItemKey {
  return planEntryKeyAt(entry.driverId, {
    plannedDate: entry.move.plannedDate,
    startTime: firstEventTime(entry.move.events),
    moveKey: moveKeyOf(entry),
  });
}

export function planEntryToItem(entry: PlanEntry, version?: number, changedAt?: string): Item<PlanEntry> {
  return {
    ...planEntryKey(entry),
    entity: PLAN_ENTRY_ENTITY,
    ...(version !== undefined && { version }),
    ...(changedAt !== undefined && { changedAt }),
    data: entry,
  };
}

/** When a plan entry's item was last changed through the API, if it says. */
export const planEntryChangedAt = (item: StoredItem): string | undefined =>
  typeof item.changedAt === 'string' ? item.changedAt : undefined;

export function planEntryFromItem(item: StoredItem): PlanEntry {
  return dataOf<PlanEntry>(item);
}

/** The plan entries a shipment's itinerary implies (its moves stored with `moveKeys`): one per move assigned to a driver. */
export function planEntriesOfShipment(
  shipment: StoredShipment,
  moveKeys: readonly MoveKey[],
): ShipmentPlanEntry[] {
  return shipment.itinerary.moves.flatMap((move, moveIndex) =>
    move.driver.type === 'driver' && move.driver.id !== ''
      ? [
          {
            kind: 'shipment-move' as const,
            driverId: move.driver.id,
            shipment: { id: shipment.id, orderNumber: shipment.orderNumber },
            moveKey: moveKeys[moveIndex]!,
            move,
          },
        ]
      : [],
  );
}

export function planEntryOfNonShipmentMove(move: NonShipmentMove): NonShipmentPlanEntry {
  return { kind: 'non-shipment-move', driverId: move.driverId, move };
}

/**
 * GET /drivers/{id}/plans: a driver's moves planned from `startDate` to
 * `endDate` (open-ended without it), in plan order. One Query on the driver's
 * partition whose cost follows the moves in range, not the driver's history.
 * The caller ensures `startDate` <= `endDate` (the API answers 400 otherwise).
 */
export async function listDriverPlan(
  driverId: string,
  range: { startDate: string; endDate?: string },
): Promise<PlanEntry[]> {
  const { from, to } = planRange(range.startDate, range.endDate);
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :driver AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':driver': masterPartition('driver', driverId),
      ':from': from,
      ':to': to,
    },
  });
  return (await resolveStaged(items)).map(planEntryFromItem);
}

/** A driver's non-shipment moves with their versions, whatever their dates: for bulk loads, not request paths. */
export async function listNonShipmentMovesOfDriver(
  driverId: string,
  tableName: string = config.tableName,
): Promise<NonShipmentMoveRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :driver AND begins_with(sk, :plan)',
    FilterExpression: '#data.kind = :nonShipment',
    ExpressionAttributeNames: { '#data': 'data' },
    ExpressionAttributeValues: {
      ':driver': masterPartition('driver', driverId),
      ':plan': PLAN_SORT_PREFIX,
      ':nonShipment': 'non-shipment-move',
    },
  });
  return items.flatMap((item) => {
    const entry = planEntryFromItem(item);
    return entry.kind === 'non-shipment-move' ? [{ move: entry.move, version: item.version as number }] : [];
  });
}
