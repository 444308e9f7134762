import { MAX_POSITION } from '#shared/domain/types';
import * as z from '#shared/schemas/zod';
import { documented } from './documented';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

/** True for a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** ISO 8601 date-time with optional seconds, fraction and offset, on a real calendar day. */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  return match !== null && isCalendarDate(match[1]!);
}

export const isoDate = documented(
  z.string().check(z.refine(isCalendarDate, 'expected a date written YYYY-MM-DD')),
  { format: 'date', description: 'A calendar date, `YYYY-MM-DD`.' },
);
export const isoDateTime = documented(
  z.string().check(z.refine(isDateTime, 'expected an ISO 8601 date-time')),
  { description: 'ISO 8601 date-time; the UTC offset is optional (local time).' },
);
/** A date-time, or the empty string that means "unset". */
export const optionalDateTime = documented(
  z.string().check(z.refine((v) => v === '' || isDateTime(v), 'expected an ISO 8601 date-time or ""')),
  { description: 'ISO 8601 date-time (UTC offset optional), or an empty string when unset.' },
);

/** A string of at most `max` characters, and at least `min`. */
export const boundedString = (max: number, min = 0) =>
  z.string().check(...(min > 0 ? [z.minLength(min)] : []), z.maxLength(max));

/** Identifiers are strings: never numbers, never empty, bounded. */
export const identifier = boundedString(128, 1);

/** A non-negative integer written in a query string. */
const integerParam = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'expected a whole number')),
  z.transform(Number),
);
export const limitParam = z.pipe(integerParam, z.int().check(z.minimum(1), z.maximum(1000)));
/** A position: any whole number up to 2^31 - 1, the highest rank a collection stores (a page past the end is empty). */
export const offsetParam = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,16}$/, 'expected a whole number')), z.transform(Number)),
  z.int().check(z.minimum(0), z.maximum(MAX_POSITION)),
);
/** A version number in a path: 1 or more. */
export const versionParam = z.pipe(integerParam, z.int().check(z.minimum(1)));
