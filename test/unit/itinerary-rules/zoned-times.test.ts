import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { todayIn } from '#shared/domain/calendar';
import { toInstant } from '#shared/itinerary-rules/time';
import { event, expectStored, failuresOf, move, rulesInput } from './fixtures';

const DEPARTURE_BEFORE_ARRIVAL = 'The departure time of an event cannot be earlier than its arrival time.';
const at = (iso: string) => Date.parse(iso);

/** An itinerary whose first event arrived and departed at these times, in a TMS in `timeZone`. */
const timesIn = (timeZone: string, arrived: string, departed: string) =>
  rulesInput(
    { moves: [move([event('hook-origin', { arrived, departed }), event('drop-destination')])] },
    { settings: { driverAcceptance: true, timeZone } },
  );

describe('a time without an offset is a wall-clock time in the TMS time zone', () => {
  test.each([
    ['2026-12-01T10:00:00', 'America/Chicago', '2026-12-01T16:00:00Z'],
    ['2026-12-01T10:00', 'Europe/Berlin', '2026-12-01T09:00:00Z'],
    ['2026-12-01 10:00:00', 'Asia/Kolkata', '2026-12-01T04:30:00Z'],
    ['2026-07-01T10:00:00', 'America/Chicago', '2026-07-01T15:00:00Z'],
    ['2026-12-01', 'America/Chicago', '2026-12-01T06:00:00Z'],
    ['2026-12-01T10:00:00', 'UTC', '2026-12-01T10:00:00Z'],
  ])('%s in %s is %s', (text, zone, instant) => {
    expect(toInstant(text, zone)).toBe(at(instant));
  });

  test.each([
    ['2026-12-01T15:30:00Z', '2026-12-01T15:30:00Z'],
    ['2026-12-01T10:30:00-05:00', '2026-12-01T15:30:00Z'],
    ['2026-12-01T10:30:00-0500', '2026-12-01T15:30:00Z'],
    ['2026-12-01T15:30:00.250+00:00', '2026-12-01T15:30:00.250Z'],
  ])('%s carries its own offset, whatever the zone', (text, instant) => {
    expect(toInstant(text, 'Asia/Tokyo')).toBe(at(instant));
    expect(toInstant(text, 'America/Chicago')).toBe(at(instant));
  });

  test('a time in the spring-forward gap moves forward by the gap', () => {
    expect(toInstant('2026-03-08T02:30:00', 'America/New_York')).toBe(at('2026-03-08T07:30:00Z'));
  });

  test('a time that occurs twice in the autumn is the earlier', () => {
    expect(toInstant('2026-11-01T01:30:00', 'America/New_York')).toBe(at('2026-11-01T05:30:00Z'));
  });

  test.each([
    '2026-13-01T10:00:00',
    '2026-02-30',
    '2026-12-01T25:00:00',
    '2026-12-01T10:00:00[Europe/Paris]',
    'today',
  ])('%s is not a time', (text) => {
    expect(toInstant(text, 'UTC')).toBeUndefined();
  });
});

describe('the rules compare instants in the TMS time zone', () => {
  test('10:00 in Chicago is 16:00Z: a departure at 15:30Z is before it', () => {
    expect(failuresOf(timesIn('America/Chicago', '2026-12-01T10:00:00', '2026-12-01T15:30:00Z'))).toEqual([
      DEPARTURE_BEFORE_ARRIVAL,
    ]);
  });

  test('10:00 in Berlin is 09:00Z: a departure at 15:30Z is after it', () => {
    expect(failuresOf(timesIn('Europe/Berlin', '2026-12-01T10:00:00', '2026-12-01T15:30:00Z'))).toEqual([]);
  });

  test('times are stored exactly as sent', () => {
    const stored = expectStored(timesIn('America/Chicago', '2026-12-01T10:00', '2026-12-01T16:30:00Z'));
    expect(stored.moves[0]?.events[0]).toMatchObject({
      arrived: '2026-12-01T10:00',
      departed: '2026-12-01T16:30:00Z',
    });
  });

  test("today is the zone's date, not the server's", () => {
    const lateEveningInChicago = new Date('2026-12-02T03:30:00Z');
    expect(todayIn('America/Chicago', lateEveningInChicago)).toBe('2026-12-01');
    expect(todayIn('Pacific/Auckland', lateEveningInChicago)).toBe('2026-12-02');
    expect(todayIn('UTC', new Date('2026-12-01T23:59:59Z'))).toBe('2026-12-01');
  });
});

describe('property: in any zone, with times in mixed forms, the verdict is the one of the instants', () => {
  const zones = Intl.supportedValuesOf('timeZone');
  const wallClock = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 19));
  const offset = fc
    .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30, 45))
    .map(
      ([sign, hours, minutes]) =>
        `${sign}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
    );
  const time = fc.oneof(
    wallClock,
    wallClock.map((text) => `${text}Z`),
    fc.tuple(wallClock, offset).map(([text, suffix]) => `${text}${suffix}`),
  );

  /** The instant computed independently, from Temporal's own parsing of the text. */
  const instantOf = (text: string, zone: string) =>
    /Z|[+-]\d\d:\d\d$/.test(text)
      ? Temporal.Instant.from(text).epochMilliseconds
      : Temporal.PlainDateTime.from(text).toZonedDateTime(zone, { disambiguation: 'compatible' })
          .epochMilliseconds;

  test('departure before arrival is refused exactly when its instant is earlier', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), time, time, (zone, arrived, departed) => {
        const refused = failuresOf(timesIn(zone, arrived, departed)).includes(DEPARTURE_BEFORE_ARRIVAL);
        expect(refused).toBe(instantOf(departed, zone) < instantOf(arrived, zone));
      }),
      { numRuns: 300 },
    );
  });
});
