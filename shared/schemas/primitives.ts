import * as z from 'zod';

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

export const isoDate = z
  .string()
  .refine(isCalendarDate, 'expected a date written YYYY-MM-DD')
  .meta({ format: 'date', description: 'A calendar date, `YYYY-MM-DD`.' });
export const isoDateTime = z
  .string()
  .refine(isDateTime, 'expected an ISO 8601 date-time')
  .meta({ description: 'ISO 8601 date-time; the UTC offset is optional (local time).' });
/** A date-time, or the empty string that means "unset". */
export const optionalDateTime = z
  .string()
  .refine((v) => v === '' || isDateTime(v), 'expected an ISO 8601 date-time or ""')
  .meta({ description: 'ISO 8601 date-time (UTC offset optional), or an empty string when unset.' });
/** Identifiers are strings: never numbers, never empty, bounded. */
export const identifier = z.string().min(1).max(128);

/** A non-negative integer written in a query string. */
const integerParam = z
  .string()
  .regex(/^\d{1,9}$/, 'expected a whole number')
  .transform(Number);
export const limitParam = integerParam.pipe(z.number().int().min(1).max(1000));
export const offsetParam = integerParam.pipe(z.number().int().min(0));
