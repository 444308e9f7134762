/**
 * Wall-clock times in an IANA time zone as instants, from the platform's own
 * time zone data (Intl, the ICU database Node ships): no time zone library in
 * the functions' bundles (docs/performance.md, Zoned times).
 */

const DAY_MS = 86_400_000;
/** Offsets around a date, far enough that a day whose offset changes is never taken for a steady one. */
const AROUND_MS = 2 * DAY_MS;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds (`GMT-05:00` → -18,000,000). */
function offsetAt(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const parts = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (parts === null) return 0; // plain "GMT": UTC itself
  const [, sign, hours, minutes, seconds = '0'] = parts;
  const magnitude = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
  return sign === '-' ? -magnitude : magnitude;
}

/** The offsets well before and well after a local date, by zone and date: equal on a day without a change. */
const offsetsAround = new Map<string, [before: number, after: number]>();
const OFFSETS_AROUND_LIMIT = 1_000;

function offsetsAroundDate(timeZone: string, localAsUtc: number): [number, number] {
  const midnight = localAsUtc - (((localAsUtc % DAY_MS) + DAY_MS) % DAY_MS);
  const key = `${timeZone} ${midnight}`;
  let offsets = offsetsAround.get(key);
  if (offsets === undefined) {
    offsets = [offsetAt(timeZone, midnight - AROUND_MS), offsetAt(timeZone, midnight + AROUND_MS)];
    if (offsetsAround.size >= OFFSETS_AROUND_LIMIT) offsetsAround.clear();
    offsetsAround.set(key, offsets);
  }
  return offsets;
}

/**
 * The instant of a wall-clock time in `timeZone`, given as the milliseconds it
 * would be in UTC. Resolved as Temporal's `compatible` disambiguation does: a
 * time that occurs twice (the autumn change) is the earlier instant; a time that
 * does not occur (the spring gap) is moved forward by the gap. Undefined for a
 * zone the platform does not know.
 */
export function wallClockInstant(localAsUtc: number, timeZone: string): number | undefined {
  let before: number;
  let after: number;
  try {
    [before, after] = offsetsAroundDate(timeZone, localAsUtc);
  } catch {
    return undefined;
  }
  if (before === after) return localAsUtc - before;
  const candidates = [
    [localAsUtc - before, before],
    [localAsUtc - after, after],
  ].filter(([instant, offset]) => offsetAt(timeZone, instant!) === offset);
  if (candidates.length === 0) return localAsUtc - before;
  return Math.min(...candidates.map(([instant]) => instant!));
}
