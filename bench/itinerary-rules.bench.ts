/**
 * Itinerary validation speed: evaluateItinerary on valid 2, 10 and 50-move
 * itineraries (every move with a driver, a tractor and appointments; the stored
 * itinerary equal to the proposed one, as in a GET, modify, PUT round trip), next
 * to a JSON round trip of the same proposed itinerary as a floor; and the 10-move
 * itinerary again with its locations in four zones (the same instants, written
 * as each location's wall-clock time), beside the single-zone figure.
 */
import { Temporal } from 'temporal-polyfill';
import type { Itinerary, ItineraryEvent, Location } from '#shared/domain/types';
import { evaluateItinerary, type PlannedMove, type RulesInput } from '#shared/itinerary-rules/index';
import {
  DAY,
  DESTINATION,
  defaultSiteFor,
  event,
  move,
  ORIGIN,
  OTHER_SITE,
  rulesInput,
  YARD,
} from '../test/unit/itinerary-rules/fixtures';
import type { BenchContext } from './support/context';
import { type ReportRow, type SectionResult, times } from './support/report';
import { round } from './support/stats';

export interface Figure {
  moves: number;
  /** How many zones the itinerary's locations are in. */
  zones: number;
  events: number;
  validationMicros: number;
  jsonRoundTripMicros: number;
  validationsPerSecond: number;
}

const SIZES = [2, 10, 50];
const WARM_UP_WINDOWS = 3;
const MEASURED_WINDOWS = 7;
/** A 10-move itinerary validates within this many JSON round trips of its payload... */
const JSON_RATIO_LIMIT = 3;
/** ...and in under this many µs on one core. */
const TEN_MOVES_LIMIT_MICROS = 100;
/** Linear growth: the time per event at 50 moves at most this many times the time per event at 10. */
const PER_EVENT_GROWTH_LIMIT = 1.5;

/** The multi-zone world: each location the itinerary uses in a zone of its own. */
const ZONES: Readonly<Record<string, string>> = {
  [ORIGIN]: 'America/New_York',
  [YARD]: 'America/Chicago',
  [OTHER_SITE]: 'America/Denver',
  [DESTINATION]: 'America/Los_Angeles',
};

/** Where the event's wall-clock time is written: the TMS's zone (UTC) in the single-zone world. */
type ZoneOf = (siteId: string) => string;
const singleZone: ZoneOf = () => 'UTC';
const zoneOfSite: ZoneOf = (siteId) => ZONES[siteId] ?? 'UTC';

/** An event with an appointment `minutes` after 00:00Z on DAY, written as a wall-clock time at its site. */
function appointed(type: string, minutes: number, zoneOf: ZoneOf = singleZone): ItineraryEvent {
  const instant = Temporal.Instant.from(`${DAY}T00:00:00Z`).add({ minutes });
  const start = instant
    .toZonedDateTimeISO(zoneOf(defaultSiteFor(type)))
    .toPlainDateTime()
    .toString();
  return event(type, { appointment: { start, end: '', number: `A${minutes}` } });
}

/** A yard-split itinerary: origin to yard, yard to yard with a scale stop, ..., yard to destination. */
function itineraryOf(moveCount: number, zoneOf: ZoneOf): Itinerary {
  let minutes = 6 * 60;
  const next = () => (minutes += 20);
  return {
    moves: Array.from({ length: moveCount }, (_, index) => {
      const first = index === 0 ? 'hook-origin' : 'hook-yard';
      const last = index === moveCount - 1 ? 'drop-destination' : 'drop-yard';
      const middle = index === 0 || index === moveCount - 1 ? [] : ['scale-stopoff'];
      const types = [first, ...middle, last];
      const driver = { type: 'driver' as const, id: index % 2 === 0 ? 'D-1' : 'D-2' };
      return move(
        types.map((type) => appointed(type, next(), zoneOf)),
        { driver, powerUnit: { id: index % 2 === 0 ? 'T-1' : 'T-2' } },
      );
    }),
  };
}

export function inputOf(moveCount: number, zoneOf: ZoneOf = singleZone): RulesInput {
  const proposed = itineraryOf(moveCount, zoneOf);
  const otherMoves: PlannedMove[] = [
    {
      assignee: { type: 'driver', id: 'D-1' },
      shipmentId: '2002',
      plannedDate: '2026-11-29',
      events: [appointed('hook-origin', 0, zoneOf)],
    },
  ];
  const input = rulesInput(proposed, { current: structuredClone(proposed), otherMoves });
  if (zoneOf === singleZone) return input;
  const zoned = (locations: Record<string, Location>) =>
    Object.fromEntries(
      Object.entries(locations).map(([id, place]) => [id, { ...place, timeZone: zoneOf(id) }]),
    );
  return { ...input, sites: zoned(input.sites), yards: zoned(input.yards) };
}

/**
 * Nanoseconds per call of `work`: the median of several short windows after a
 * warm-up, so that the optimising compiler has settled and a burst of load on the
 * machine moves one window, not the figure.
 */
function nanosPerCall(work: () => unknown, windowMs: number): number {
  const windowNanos = BigInt(windowMs) * 1_000_000n;
  const timeWindow = () => {
    let calls = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0n;
    while (elapsed < windowNanos) {
      for (let i = 0; i < 50; i++) work();
      calls += 50;
      elapsed = process.hrtime.bigint() - start;
    }
    return Number(elapsed) / calls;
  };
  for (let i = 0; i < WARM_UP_WINDOWS; i++) timeWindow();
  const windows = Array.from({ length: MEASURED_WINDOWS }, timeWindow).sort((a, b) => a - b);
  return windows[Math.floor(windows.length / 2)] ?? Number.NaN;
}

function rowsOf(figures: readonly Figure[]): ReportRow[] {
  const section = 'rules engine';
  const rows: ReportRow[] = figures.map((figure) => ({
    section,
    figure: `validate ${figure.moves} moves (${figure.events} events${figure.zones > 1 ? `, locations in ${figure.zones} zones` : ''})`,
    measured: `${round(figure.validationMicros, 1)} µs (${Math.round(figure.validationsPerSecond)}/s)`,
    baseline: `JSON round trip ${round(figure.jsonRoundTripMicros, 1)} µs`,
    ratio: times(figure.validationMicros / figure.jsonRoundTripMicros),
  }));
  const ten = figures.find((figure) => figure.moves === 10 && figure.zones === 1)!;
  const tenZoned = figures.find((figure) => figure.moves === 10 && figure.zones > 1)!;
  const fifty = figures.find((figure) => figure.moves === 50)!;
  const growth = fifty.validationMicros / fifty.events / (ten.validationMicros / ten.events);
  rows.push(
    {
      section,
      figure: '10 moves: validation / JSON round trip',
      measured: times(ten.validationMicros / ten.jsonRoundTripMicros),
      target: `<= ${JSON_RATIO_LIMIT}x`,
      pass: ten.validationMicros <= JSON_RATIO_LIMIT * ten.jsonRoundTripMicros,
    },
    {
      section,
      figure: `10 moves, locations in ${tenZoned.zones} zones: validation / JSON round trip`,
      measured: times(tenZoned.validationMicros / tenZoned.jsonRoundTripMicros),
      baseline: `one zone ${times(ten.validationMicros / ten.jsonRoundTripMicros)}`,
      target: `<= ${JSON_RATIO_LIMIT}x`,
      pass: tenZoned.validationMicros <= JSON_RATIO_LIMIT * tenZoned.jsonRoundTripMicros,
    },
    {
      section,
      figure: '10 moves: validation time',
      measured: `${round(ten.validationMicros, 1)} µs`,
      target: `< ${TEN_MOVES_LIMIT_MICROS} µs`,
      pass: ten.validationMicros < TEN_MOVES_LIMIT_MICROS,
    },
    {
      section,
      figure: 'growth: µs per event at 50 moves / at 10 moves',
      measured: times(growth),
      target: `<= ${PER_EVENT_GROWTH_LIMIT}x (linear)`,
      pass: growth <= PER_EVENT_GROWTH_LIMIT,
    },
  );
  return rows;
}

export async function run(context: BenchContext): Promise<SectionResult<Figure[]>> {
  const windowMs = context.mode.rulesWindowMs;
  const inputs = [...SIZES.map((size) => inputOf(size)), inputOf(10, zoneOfSite)];
  for (const input of inputs) {
    const result = evaluateItinerary(input);
    if (!result.ok) throw new Error(`benchmark itinerary is invalid: ${result.failures.join(' | ')}`);
  }
  // Every size once before any is measured: the first figure would otherwise carry the process's start-up.
  for (const input of inputs) nanosPerCall(() => evaluateItinerary(input), windowMs);
  const figures = inputs.map((input): Figure => {
    const moves = input.proposed.moves.length;
    const validation = nanosPerCall(() => evaluateItinerary(input), windowMs);
    const json = nanosPerCall(() => JSON.parse(JSON.stringify(input.proposed)), windowMs);
    const places = input.proposed.moves.flatMap((m) => m.events.map((e) => e.site.id));
    return {
      moves,
      zones: new Set(places.map((id) => input.sites[id]?.timeZone ?? input.yards[id]?.timeZone ?? '')).size,
      events: input.proposed.moves.reduce((count, m) => count + m.events.length, 0),
      validationMicros: validation / 1000,
      jsonRoundTripMicros: json / 1000,
      validationsPerSecond: 1e9 / validation,
    };
  });
  return { figures, rows: rowsOf(figures) };
}
