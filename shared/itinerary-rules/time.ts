import type { ItineraryEvent } from '#shared/domain/types';

/**
 * Date-time arithmetic without `Date.parse`, whose reading of a time without an
 * offset depends on the process time zone: the rules must give the same answer on
 * every machine. A time without an offset is a wall-clock time in the TMS time
 * zone; it is compared as if it were UTC, which is exact between such times and
 * approximate only against a time that carries an explicit offset.
 */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Milliseconds since the epoch, or undefined when the text is not an ISO 8601 date or date-time. */
export function toInstant(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, offset] = match;
  const wallClock = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    Number((fraction ?? '0').slice(0, 3).padEnd(3, '0')),
  );
  return wallClock - offsetMinutes(offset) * 60_000;
}

function offsetMinutes(offset: string | undefined): number {
  if (offset === undefined || offset === 'Z') return 0;
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return offset.startsWith('-') ? -minutes : minutes;
}

/** The YYYY-MM-DD part of a date or date-time, or '' when there is none. */
export function dateOf(text: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : '';
}

/** When an event happens, as best known: its arrival, else its appointment, else its planning time. */
export function eventTime(event: ItineraryEvent): string {
  return event.arrived || event.appointment.start || event.scheduled;
}

/** The later of two YYYY-MM-DD dates ('' counts as earliest). */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}
