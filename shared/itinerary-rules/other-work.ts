import { addDays } from '#shared/domain/calendar';
import type { EquipmentUse, Itinerary, Shipment } from '#shared/domain/types';
import { counterpartsOf } from './counterparts';
import { equipmentUsesOf } from './equipment-uses';
import { driversSchedulingAppointments } from './rules/appointments';
import { isNewAssignment } from './rules/equipment-assignment';
import { everywhereIn } from './time-zones';

/**
 * The other work a change can be refused for: the rules compare an itinerary
 * with other shipments' and non-shipment moves only in two places.
 */
export interface OtherWorkCompared {
  /** Drivers for whom the change schedules an appointment: the appointment rule walks their other moves. */
  driverIds: string[];
  /** Equipment of the moves the change adds or reassigns: the equipment rule compares their other uses. */
  equipment: EquipmentUse['equipment'][];
  /**
   * Other uses of that equipment ending before this date cannot overlap the
   * compared moves' uses: the day before the earliest date any of their times
   * (or planned dates) is written on, since a time read in its location's zone
   * falls on that date or the one before in UTC. Undefined when no equipment
   * is compared. Never empty: the read is bounded however long the equipment's
   * history.
   */
  equipmentUsesEndingFrom?: string;
}

/**
 * Whose other moves and which equipment's other uses can change the verdict on
 * `proposed`. Every other part of `RulesInput.otherMoves` and
 * `otherEquipmentUses` is never compared, so leaving it out gives the same
 * verdict: a change that schedules no appointment and adds or reassigns no
 * move (a note, an arrival, a departure) needs no other work at all. Automatic
 * effects keep drivers, power units, event types and appointments as sent, so
 * the proposed itinerary answers for the one the rules check.
 */
export function otherWorkComparedWith(
  shipment: Shipment,
  current: Itinerary,
  proposed: Itinerary,
): OtherWorkCompared {
  const counterparts = counterpartsOf(current, proposed);
  const equipment = new Map<string, EquipmentUse['equipment']>();
  let earliestDate: string | undefined;
  // Which equipment a move uses does not depend on when; its times read as UTC are its wall-clock dates.
  for (const use of equipmentUsesOf(shipment, proposed, everywhereIn('UTC'))) {
    const index = Number(use.moveRef);
    const date = earliestDateOf(use);
    // A use with no date yet has no start, and a use without a start overlaps nothing: no read can change its verdict.
    if (date !== '' && isNewAssignment(counterparts[index], proposed.moves[index]!)) {
      equipment.set(`${use.equipment.kind}#${use.equipment.id}`, use.equipment);
      if (earliestDate === undefined || date < earliestDate) earliestDate = date;
    }
  }
  return {
    driverIds: driversSchedulingAppointments(current, proposed),
    equipment: [...equipment.values()],
    equipmentUsesEndingFrom: earliestDate === undefined ? undefined : addDays(earliestDate, -1),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest date a use's start or planned date is written on; empty when it has neither yet. */
function earliestDateOf(use: EquipmentUse): string {
  const dates = [use.start.slice(0, 10), use.plannedDate].filter((date) => DATE.test(date)).sort();
  return dates[0] ?? '';
}
