import type { ItineraryEvent } from '#shared/domain/types';
import { wallClockInstant } from './zone-offsets';

/**
 * The date-time forms the rules read: `YYYY-MM-DD[(T| )HH:MM[:SS[.fff]]][Z|±HH[:]MM]`.
 * Anything else (annotations, extended years, week dates) is not a time here.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Milliseconds since the epoch of a date or date-time, or undefined when the
 * text is not one. A time with `Z` or an offset is that instant; a time without
 * one is a wall-clock time in `timeZone` (the TMS's), daylight saving included:
 * a time that falls in a spring-forward gap moves forward by the gap, and one
 * that occurs twice in the autumn is the earlier (Temporal's `compatible`),
 * from the platform's time zone data (./zone-offsets.ts).
 * The text itself is never rewritten: only comparisons use the instant.
 */
export function toInstant(text: string, timeZone: string): number | undefined {
  // A validation reads each time several times (rules, effects, equipment windows).
  const key = `${timeZone} ${text}`;
  if (readings.has(key)) return readings.get(key);
  const instant = instantOf(text, timeZone);
  if (readings.size >= READINGS_LIMIT) readings.clear();
  readings.set(key, instant);
  return instant;
}

/** Instants already read, by zone and text; bounded, cleared when full. */
const readings = new Map<string, number | undefined>();
const READINGS_LIMIT = 10_000;

function instantOf(text: string, timeZone: string): number | undefined {
  const parts = DATE_TIME.exec(text);
  if (parts === null) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = parts;
  const fields = [year, month, day, hour, minute, second].map(Number) as WallClock;
  const millisecond = Number(fraction.padEnd(3, '0').slice(0, 3));
  const asIfUtc = utcInstantOf(fields, millisecond);
  if (asIfUtc === undefined) return undefined;
  if (offset !== undefined) return asIfUtc - offsetMilliseconds(offset);
  return wallClockInstant(asIfUtc, timeZone);
}

type WallClock = [year: number, month: number, day: number, hour: number, minute: number, second: number];

/** The instant the fields would be in UTC, or undefined when they are no real date and time. */
function utcInstantOf(
  [year, month, day, hour, minute, second]: WallClock,
  millisecond: number,
): number | undefined {
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const instant = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const date = new Date(instant);
  // Date.UTC rolls 2026-02-30 over into March: such a date is refused, not moved.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? instant
    : undefined;
}

function offsetMilliseconds(offset: string): number {
  if (offset === 'Z') return 0;
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return (offset.startsWith('-') ? -minutes : minutes) * 60_000;
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
