import type { Itinerary, ItineraryEvent, Move, ShipmentType } from '#shared/domain/types';
import { isRouted } from './assignee';
import { counterpartsOf } from './counterparts';
import { isPlaceholderEvent } from './event-table';
import { deriveMoveStatus } from './move-status';
import { copyAllowedSpecialProperties } from './special-properties';
import { dateOf, eventTime, toInstant } from './time';
import type { TimeZones } from './time-zones';
import type { RulesSettings } from './types';

export interface EffectsContext {
  shipmentType: ShipmentType;
  /** The stored itinerary: each move is matched with the stored move it continues (`counterpartsOf`). */
  current: Itinerary;
  settings: RulesSettings;
  /** The zone each event's times are read in. */
  zones: TimeZones;
  /** YYYY-MM-DD: the planned date of a move with no time at all. */
  today: string;
}

/**
 * The itinerary as the TMS stores it (spec "Events", automatic effects): departed
 * events are complete, street-turn placeholders complete themselves, unassigned
 * moves carry no times, specialised properties stay only where allowed, planned
 * dates follow the events' times and move statuses are derived.
 */
export function applyAutomaticEffects(itinerary: Itinerary, context: EffectsContext): Itinerary {
  const counterparts = counterpartsOf(context.current, itinerary);
  return { moves: itinerary.moves.map((move, index) => effectiveMove(move, counterparts[index], context)) };
}

function effectiveMove(move: Move, stored: Move | undefined, context: EffectsContext): Move {
  const routed = isRouted(move.driver);
  const events = move.events.map((event, index) => {
    const effective = effectiveEvent(event, routed, context.shipmentType);
    // Only performed events are planned: unassigned moves and placeholders keep no times.
    return routed && !isPlaceholderEvent(event.type)
      ? followAppointment(effective, stored?.events[index], context.zones.of(event))
      : effective;
  });
  return {
    driver: routed ? { type: move.driver.type, id: move.driver.id } : { type: 'not routed', id: '' },
    plannedDate: plannedDateOf(events, move.plannedDate || stored?.plannedDate || context.today),
    powerUnit: { id: move.powerUnit.id },
    status: deriveMoveStatus({ driver: move.driver, status: move.status, events }, stored, context.settings),
    hint: move.hint,
    events,
  };
}

/**
 * A changed appointment moves the internal planning time with it when that time
 * was unset or earlier than the new window (spec "Events": change appointment →
 * `scheduled` may be updated); a later planning time is the dispatcher's own.
 */
function followAppointment(
  event: ItineraryEvent,
  stored: ItineraryEvent | undefined,
  timeZone: string,
): ItineraryEvent {
  const start = event.appointment.start;
  if (start === '' || start === stored?.appointment.start) return event;
  const scheduled = toInstant(event.scheduled, timeZone);
  const appointment = toInstant(start, timeZone);
  if (
    event.scheduled !== '' &&
    (scheduled === undefined || appointment === undefined || scheduled >= appointment)
  ) {
    return event;
  }
  return { ...event, scheduled: start };
}

/**
 * One event as stored, given whether its move has a driver or carrier: a new
 * object with the event's own fields only (a shipment event has no id).
 */
export function effectiveEvent(
  event: ItineraryEvent,
  routed: boolean,
  shipmentType: ShipmentType,
): ItineraryEvent {
  // Nobody performs placeholders or the events of an unassigned move: nobody arrives, departs or is planned.
  const placeholder = isPlaceholderEvent(event.type);
  const performed = routed && !placeholder;
  const stored: ItineraryEvent = {
    type: event.type,
    site: { id: event.site.id },
    scheduled: performed ? event.scheduled : '',
    appointment: {
      start: event.appointment.start,
      end: event.appointment.end,
      number: event.appointment.number,
    },
    arrived: performed ? event.arrived : '',
    departed: performed ? event.departed : '',
    completed: performed ? event.completed || event.departed !== '' : placeholder,
    note: event.note,
  };
  return copyAllowedSpecialProperties(event, shipmentType, stored);
}

/** The date of the move's first timed event; the given date when no event has a time. */
function plannedDateOf(events: readonly ItineraryEvent[], fallback: string): string {
  for (const event of events) {
    const date = dateOf(eventTime(event));
    if (date !== '') return date;
  }
  return fallback;
}
