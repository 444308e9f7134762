import type { ItineraryEvent } from './types';

type TimingFields = Omit<ItineraryEvent, 'type' | 'site' | 'id'>;

/**
 * An event's own timing and reporting fields, copied (never shared), with the
 * specialised deadlines only where the event has them.
 */
export function timingFieldsOf(event: TimingFields): TimingFields {
  return {
    scheduled: event.scheduled,
    appointment: {
      start: event.appointment.start,
      end: event.appointment.end,
      number: event.appointment.number,
    },
    arrived: event.arrived,
    departed: event.departed,
    completed: event.completed,
    note: event.note,
    ...(event.pickupBy !== undefined ? { pickupBy: event.pickupBy } : {}),
    ...(event.dropBy !== undefined ? { dropBy: event.dropBy } : {}),
  };
}
