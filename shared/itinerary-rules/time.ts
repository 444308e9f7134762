import type { ItineraryEvent } from '#shared/domain/types';

/**
 * Date-time arithmetic without `Date.parse`, whose reading of a time without an
 * offset depends on the process time zone: the rules must give the same answer on
 * every machine. A time without an offset is a wall-clock time in the TMS time
 * zone; it is compared as if it were UTC, which is exact between such times and
 * approximate only against a time that carries an explicit offset.
 */

const DASH = 45;
const COLON = 58;
const DOT = 46;
const PLUS = 43;
const T = 84;
const SPACE = 32;
const Z = 90;

/**
 * Milliseconds since the epoch, or undefined when the text is not an ISO 8601
 * date or date-time (`YYYY-MM-DD[THH:MM[:SS[.fff]]][Z|±HH[:]MM]`). Read character
 * by character: it runs for every event time of every validation.
 */
export function toInstant(text: string): number | undefined {
  if (text.length < 10 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  let hour = 0;
  let minute = 0;
  let second = 0;
  let millisecond = 0;
  let at = 10;
  const separator = text.charCodeAt(at);
  if (separator === T || separator === SPACE) {
    hour = digitsAt(text, at + 1, 2);
    minute = text.charCodeAt(at + 3) === COLON ? digitsAt(text, at + 4, 2) : -1;
    at += 6;
    if (text.charCodeAt(at) === COLON) {
      second = digitsAt(text, at + 1, 2);
      at += 3;
      if (text.charCodeAt(at) === DOT) {
        const fractionEnd = digitsEnd(text, at + 1);
        if (fractionEnd === at + 1 || fractionEnd > at + 10) return undefined;
        millisecond = digitsAt(`${text.slice(at + 1, Math.min(fractionEnd, at + 4))}00`, 0, 3);
        at = fractionEnd;
      }
    }
  }
  const offset = offsetMinutesAt(text, at);
  if ((year | month | day | hour | minute | second) < 0 || offset === undefined) return undefined;
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond) - offset * 60_000;
}

/** The number written by `count` digits at `start`, or -1. */
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function digitsEnd(text: string, start: number): number {
  let index = start;
  while (index < text.length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57) index++;
  return index;
}

/** The offset written at `at` to the end of the text (none, Z, ±HH:MM or ±HHMM), in minutes; undefined if malformed. */
function offsetMinutesAt(text: string, at: number): number | undefined {
  if (at === text.length) return 0;
  const sign = text.charCodeAt(at);
  if (sign === Z) return at + 1 === text.length ? 0 : undefined;
  if (sign !== PLUS && sign !== DASH) return undefined;
  const hours = digitsAt(text, at + 1, 2);
  const minutesAt = text.charCodeAt(at + 3) === COLON ? at + 4 : at + 3;
  const minutes = digitsAt(text, minutesAt, 2);
  if (hours < 0 || minutes < 0 || minutesAt + 2 !== text.length) return undefined;
  return (sign === DASH ? -1 : 1) * (hours * 60 + minutes);
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
