import type { Itinerary, ItineraryEvent, Move } from '#shared/domain/types';
import { sameAssignee } from '../assignee';
import { counterpartsOf } from '../counterparts';
import { messages } from '../messages';
import { eventTime, toInstant } from '../time';
import type { TimeZones } from '../time-zones';
import type { RuleContext } from '../types';

/** One move of a driver's plan, as the appointment rule walks it. */
interface PlanEntry {
  sortKey: number;
  events: readonly ItineraryEvent[];
  /** Per event: whether this update schedules it for the driver (new event, new appointment or new driver). */
  scheduledNow: readonly boolean[];
}

/**
 * Scheduled appointments, per driver: walking the driver's plan (this itinerary's
 * moves of that driver in itinerary order, merged by time with the driver's other
 * moves), each appointment is later than the one before, and an appointment being
 * scheduled now is not earlier than the driver's last arrival or departure before
 * it. Only pairs involving an appointment scheduled by this update are reported, so
 * that recording arrivals never fails because of appointments that were already
 * accepted. Carriers run many trucks at once, so the rule applies to drivers only.
 */
export function checkAppointments({ itinerary, input, zones, counterparts }: RuleContext): string[] {
  const driverIds = new Set(
    itinerary.moves.filter((move) => move.driver.type === 'driver').map((m) => m.driver.id),
  );
  for (const driverId of driverIds) {
    const own: PlanEntry[] = [];
    itinerary.moves.forEach((move, index) => {
      if (move.driver.type === 'driver' && move.driver.id === driverId) {
        own.push(entryOf(move, scheduledNow(move, counterparts[index]), zones));
      }
    });
    const others = input.otherMoves
      .filter((other) => other.assignee.type === 'driver' && other.assignee.id === driverId)
      .map((other) =>
        entryOf(
          other,
          other.events.map(() => false),
          zones,
        ),
      )
      .sort((a, b) => a.sortKey - b.sortKey);
    if (!inOrder(mergeByKey(own, others), zones)) return [messages.appointmentsOutOfOrder()];
  }
  return [];
}

/**
 * The drivers for whom the proposed itinerary schedules an appointment: only
 * their walks can fail, so only their other moves (and the zones of those
 * moves' locations) are worth reading. Automatic effects keep drivers and
 * appointments as sent, so the proposed itinerary answers for the stored one.
 */
export function driversSchedulingAppointments(current: Itinerary, proposed: Itinerary): string[] {
  const drivers = new Set<string>();
  const counterparts = counterpartsOf(current, proposed);
  proposed.moves.forEach((move, index) => {
    if (
      move.driver.type === 'driver' &&
      scheduledNow(move, counterparts[index]).some(
        (now, event) => now && move.events[event]!.appointment.start !== '',
      )
    ) {
      drivers.add(move.driver.id);
    }
  });
  return [...drivers];
}

function scheduledNow(move: Move, stored: Move | undefined): boolean[] {
  const sameDriver = stored !== undefined && sameAssignee(stored.driver, move.driver);
  return move.events.map((event, index) => {
    const before = sameDriver ? stored.events[index] : undefined;
    return before === undefined || before.appointment.start !== event.appointment.start;
  });
}

function entryOf(
  move: Pick<Move, 'plannedDate' | 'events'>,
  scheduled: boolean[],
  zones: TimeZones,
): PlanEntry {
  // A move is placed by its first time, where that event is; without any, by its planned date in the TMS's zone.
  const first = move.events.find((event) => eventTime(event) !== '');
  const sortKey =
    first === undefined
      ? toInstant(move.plannedDate, zones.tms)
      : toInstant(eventTime(first), zones.of(first));
  return {
    sortKey: sortKey ?? 0,
    events: move.events,
    scheduledNow: scheduled,
  };
}

/** Merges two lists by sort key, keeping each list's own order (the itinerary's order is not re-sorted). */
function mergeByKey(own: readonly PlanEntry[], others: readonly PlanEntry[]): PlanEntry[] {
  const merged: PlanEntry[] = [];
  let next = 0;
  for (const entry of own) {
    for (
      let other = others[next];
      other !== undefined && other.sortKey < entry.sortKey;
      other = others[++next]
    ) {
      merged.push(other);
    }
    merged.push(entry);
  }
  return merged.concat(others.slice(next));
}

function inOrder(plan: readonly PlanEntry[], zones: TimeZones): boolean {
  let lastAppointment: { instant: number; scheduledNow: boolean } | undefined;
  let lastActual: number | undefined;
  for (const entry of plan) {
    for (const [index, event] of entry.events.entries()) {
      const now = entry.scheduledNow[index] ?? false;
      const timeZone = zones.of(event);
      const appointment = toInstant(event.appointment.start, timeZone);
      if (appointment !== undefined) {
        const notAfterPrevious =
          lastAppointment !== undefined &&
          appointment <= lastAppointment.instant &&
          (now || lastAppointment.scheduledNow);
        const beforeActual = now && lastActual !== undefined && appointment < lastActual;
        if (notAfterPrevious || beforeActual) return false;
        lastAppointment = { instant: appointment, scheduledNow: now };
      }
      for (const actual of [event.arrived, event.departed].map((time) => toInstant(time, timeZone))) {
        if (actual !== undefined && (lastActual === undefined || actual > lastActual)) lastActual = actual;
      }
    }
  }
  return true;
}
