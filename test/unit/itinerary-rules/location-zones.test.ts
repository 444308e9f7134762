import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { EquipmentUse, ItineraryEvent, Location, NonShipmentMove } from '#shared/domain/types';
import { equipmentUsesOf, type RulesInput, timeZonesAt } from '#shared/itinerary-rules/index';
import { applyEventUpdate } from '#shared/non-shipment/event-update-rules';
import {
  DAY,
  DESTINATION,
  event,
  expectStored,
  failuresOf,
  location,
  move,
  ORIGIN,
  rulesInput,
  shipment,
  YARD,
} from './fixtures';

const OUT_OF_ORDER =
  'Appointment dates/times should be in order for all events that are being scheduled for a driver.';
const DEPARTURE_BEFORE_ARRIVAL = 'The departure time of an event cannot be earlier than its arrival time.';

const EASTERN = 'America/Detroit';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';

/** The default world with the origin, destination and yard in the given zones (else the TMS's). */
function located(
  zones: { origin?: string; destination?: string; yard?: string },
  input: RulesInput,
): RulesInput {
  const at = (id: string, timeZone = input.settings.timeZone) => location(id, timeZone);
  return {
    ...input,
    sites: {
      ...input.sites,
      [ORIGIN]: at(ORIGIN, zones.origin),
      [DESTINATION]: at(DESTINATION, zones.destination),
    },
    yards: { ...input.yards, [YARD]: at(YARD, zones.yard) },
  };
}

/** The same world with every location in one zone, the TMS's: what the zones of locations change. */
function inOneZone(input: RulesInput, timeZone: string): RulesInput {
  const moved = (locations: Record<string, Location>) =>
    Object.fromEntries(Object.entries(locations).map(([id, place]) => [id, { ...place, timeZone }]));
  return {
    ...input,
    sites: moved(input.sites),
    yards: moved(input.yards),
    crossDocks: moved(input.crossDocks),
    settings: { ...input.settings, timeZone },
  };
}

const appointment = (time: string) => ({ start: `${DAY}T${time}`, end: '', number: '' });
const appointed = (type: string, time: string, extra: Partial<ItineraryEvent> = {}) =>
  event(type, { appointment: appointment(time), ...extra });

describe('a wall-clock time on an event is read in the zone of its location', () => {
  test('New Buffalo MI (Eastern) 11:00 to Michigan City IN (Central) 10:20, twenty minutes later: accepted', () => {
    // The origin move leaves the unit at the New Buffalo yard; the second move takes it across the zone line.
    const proposed = {
      moves: [
        move([event('hook-origin'), event('drop-yard')]),
        move([
          event('hook-yard', { arrived: `${DAY}T10:45:00`, departed: `${DAY}T11:00:00` }),
          appointed('drop-destination', '10:20:00', { arrived: `${DAY}T10:20:00` }),
        ]),
      ],
    };
    const input = located({ yard: EASTERN, destination: CENTRAL }, rulesInput(proposed));
    expect(failuresOf(input)).toEqual([]);
    // Read in one zone, the appointment looks 40 minutes earlier than the departure before it.
    expect(failuresOf(inOneZone(input, EASTERN))).toEqual([OUT_OF_ORDER]);
  });

  test('Michigan City (Central) 10:40 to New Buffalo (Eastern) 11:20, twenty minutes earlier: refused', () => {
    const proposed = {
      moves: [
        move([
          event('hook-origin', { arrived: `${DAY}T10:30:00`, departed: `${DAY}T10:40:00` }),
          appointed('drop-yard', '11:20:00'),
        ]),
      ],
    };
    const input = located({ origin: CENTRAL, yard: EASTERN }, rulesInput(proposed));
    expect(failuresOf(input)).toEqual([OUT_OF_ORDER]);
    expect(failuresOf(inOneZone(input, CENTRAL))).toEqual([]);
  });

  test('Denver 09:30 then Chicago 10:00 is out of order (16:30Z then 16:00Z); Chicago 10:45 is in order', () => {
    const denverThenChicago = (chicago: string) =>
      located(
        { origin: MOUNTAIN, destination: CENTRAL },
        rulesInput({
          moves: [move([appointed('hook-origin', '09:30:00'), appointed('drop-destination', chicago)])],
        }),
      );
    expect(failuresOf(denverThenChicago('10:00:00'))).toEqual([OUT_OF_ORDER]);
    expect(failuresOf(inOneZone(denverThenChicago('10:00:00'), CENTRAL))).toEqual([]);
    expect(failuresOf(denverThenChicago('10:45:00'))).toEqual([]);
  });

  test('Chicago 10:00 then Denver 09:30 is in order (16:00Z then 16:30Z)', () => {
    const input = located(
      { origin: CENTRAL, destination: MOUNTAIN },
      rulesInput({
        moves: [move([appointed('hook-origin', '10:00:00'), appointed('drop-destination', '09:30:00')])],
      }),
    );
    expect(failuresOf(input)).toEqual([]);
    expect(failuresOf(inOneZone(input, CENTRAL))).toEqual([OUT_OF_ORDER]);
  });

  test("the driver's other moves are read in their own locations' zones", () => {
    // Chicago 10:00-11:00 (16:00Z-17:00Z); the other move is in Denver at 09:30 (16:30Z), in between.
    const proposed = {
      moves: [move([appointed('hook-origin', '10:00:00'), appointed('drop-destination', '11:00:00')])],
    };
    const input = located(
      { origin: CENTRAL, destination: CENTRAL },
      rulesInput(proposed, {
        sites: { ...rulesInput(proposed).sites, D: { ...location('D'), timeZone: MOUNTAIN } },
        otherMoves: [
          {
            assignee: { type: 'driver', id: 'D-1' },
            shipmentId: '2002',
            plannedDate: DAY,
            events: [appointed('hook-origin', '09:30:00', { site: { id: 'D' } })],
          },
        ],
      }),
    );
    expect(failuresOf(input)).toEqual([OUT_OF_ORDER]);
    expect(failuresOf(inOneZone(input, CENTRAL))).toEqual([]);
  });

  test("an arrival and departure are read in their event's zone, not the TMS's", () => {
    // 10:00 in Berlin is 09:00Z: a departure at 09:30Z is after it; read in UTC it would be before.
    const input = located(
      { origin: 'Europe/Berlin' },
      rulesInput({
        moves: [
          move([
            event('hook-origin', { arrived: `${DAY}T10:00:00`, departed: `${DAY}T09:30:00Z` }),
            event('drop-destination'),
          ]),
        ],
      }),
    );
    expect(failuresOf(input)).toEqual([]);
    expect(failuresOf(inOneZone(input, 'UTC'))).toEqual([DEPARTURE_BEFORE_ARRIVAL]);
  });

  test('values are stored as sent, and the planned date is the date written on the first timed event', () => {
    const input = located(
      { origin: MOUNTAIN, destination: CENTRAL },
      rulesInput({
        moves: [
          move(
            [
              appointed('hook-origin', '23:30:00'),
              event('drop-destination', { scheduled: '2026-12-02T02:00' }),
            ],
            {
              plannedDate: '',
            },
          ),
        ],
      }),
    );
    const stored = expectStored(input).moves[0]!;
    expect(stored.plannedDate).toBe(DAY);
    expect(stored.events.map((e) => [e.appointment.start, e.scheduled])).toEqual([
      [`${DAY}T23:30:00`, `${DAY}T23:30:00`],
      ['', '2026-12-02T02:00'],
    ]);
  });
});

describe('equipment uses across zones', () => {
  const otherUse = (start: string, end: string): EquipmentUse => ({
    equipment: { kind: 'chassis', id: 'CH-7' },
    assignee: { type: 'driver', id: 'D-2' },
    shipmentId: '2002',
    moveRef: '0',
    plannedDate: DAY,
    start,
    end,
  });
  const proposed = {
    moves: [move([appointed('hook-origin', '09:30:00'), appointed('drop-destination', '09:45:00')])],
  };

  test('a use is bounded by instants, each time read where its event is', () => {
    const input = located({ origin: MOUNTAIN, destination: CENTRAL }, rulesInput(proposed));
    const zones = timeZonesAt({ site: input.sites, yard: input.yards, crossDock: input.crossDocks }, 'UTC');
    const [use] = equipmentUsesOf(shipment(), proposed, zones);
    // 09:30 in Denver is 16:30Z, 09:45 in Chicago 15:45Z.
    expect(use).toMatchObject({ start: `${DAY}T15:45:00.000Z`, end: `${DAY}T16:30:00.000Z` });
  });

  test('another driver holding the chassis 16:00Z-17:00Z conflicts with Denver 09:30, not Chicago 09:30', () => {
    const conflict =
      'The assignment of driver D-1 would create an invalid itinerary assignment for chassis CH-7.';
    const busy = [otherUse(`${DAY}T16:00:00Z`, `${DAY}T17:00:00Z`)];
    const inDenver = located(
      { origin: MOUNTAIN, destination: MOUNTAIN },
      rulesInput(proposed, { otherEquipmentUses: busy }),
    );
    const inChicago = located(
      { origin: CENTRAL, destination: CENTRAL },
      rulesInput(proposed, { otherEquipmentUses: busy }),
    );
    expect(failuresOf(inDenver)).toEqual([conflict]);
    expect(failuresOf(inChicago)).toEqual([]);
  });
});

describe('a non-shipment event is read in its location zone', () => {
  const nonShipmentMove: NonShipmentMove = {
    id: 'NS-1',
    driverId: 'D-1',
    plannedDate: DAY,
    powerUnit: { id: 'T-1' },
    status: 'pending',
    hint: '',
    events: [
      event('ns-fuel', { siteId: 'F', id: 'NS-1' }),
      event('ns-end-trip', { siteId: 'F', id: 'NS-2' }),
    ],
  };
  const update = { arrived: `${DAY}T10:00:00`, departed: `${DAY}T15:30:00Z` };
  const zonesWhere = (timeZone: string) =>
    timeZonesAt({ site: { F: { ...location('F'), timeZone } }, yard: {}, crossDock: {} }, 'UTC');
  const settings = { driverAcceptance: true, timeZone: 'UTC' };

  test('10:00 in Chicago is 16:00Z: a departure at 15:30Z is before it', () => {
    expect(applyEventUpdate(nonShipmentMove, 0, update, settings, zonesWhere(CENTRAL))).toEqual({
      ok: false,
      failures: ['The departure cannot be earlier than the arrival.'],
    });
  });

  test('10:00 in Berlin is 09:00Z: a departure at 15:30Z is after it', () => {
    expect(applyEventUpdate(nonShipmentMove, 0, update, settings, zonesWhere('Europe/Berlin')).ok).toBe(true);
  });
});

describe('property: for locations in different zones, the verdict is the one of the instants (Temporal)', () => {
  const zones = Intl.supportedValuesOf('timeZone');
  const zonePair = fc.tuple(fc.constantFrom(...zones), fc.constantFrom(...zones)).filter(([a, b]) => a !== b);
  /** Wall-clock times no driver's papers outlive (they expire in 2030). */
  const wallClock = fc
    .date({
      min: new Date('2001-01-01T00:00:00Z'),
      max: new Date('2029-12-30T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 19));
  /** A second wall-clock time within a day and a half of the first: close calls across zones. */
  const nearby = (text: string) =>
    fc
      .integer({ min: -36 * 60, max: 36 * 60 })
      .map((minutes) => Temporal.PlainDateTime.from(text).add({ minutes }).toString().slice(0, 19));
  const pairOfTimes = wallClock.chain((first) => fc.tuple(fc.constant(first), nearby(first)));

  /** The instant computed independently: Temporal, disambiguating as the service does. */
  const instantOf = (text: string, zone: string) =>
    Temporal.PlainDateTime.from(text).toZonedDateTime(zone, { disambiguation: 'compatible' })
      .epochMilliseconds;

  test('an appointment scheduled now is refused exactly when it is before the last departure', () => {
    fc.assert(
      fc.property(zonePair, pairOfTimes, ([departedZone, appointedZone], [departed, appointed]) => {
        const input = located(
          { origin: departedZone, destination: appointedZone },
          rulesInput({
            moves: [
              move([
                event('hook-origin', { arrived: departed, departed }),
                event('drop-destination', { appointment: { start: appointed, end: '', number: '' } }),
              ]),
            ],
          }),
        );
        const refused = failuresOf(input).includes(OUT_OF_ORDER);
        expect(refused).toBe(instantOf(appointed, appointedZone) < instantOf(departed, departedZone));
      }),
      { numRuns: 300 },
    );
  });

  test('appointments are refused exactly when the second is not after the first', () => {
    fc.assert(
      fc.property(zonePair, pairOfTimes, ([firstZone, secondZone], [first, second]) => {
        const input = located(
          { origin: firstZone, destination: secondZone },
          rulesInput({
            moves: [
              move([
                event('hook-origin', { appointment: { start: first, end: '', number: '' } }),
                event('drop-destination', { appointment: { start: second, end: '', number: '' } }),
              ]),
            ],
          }),
        );
        const refused = failuresOf(input).includes(OUT_OF_ORDER);
        expect(refused).toBe(instantOf(second, secondZone) <= instantOf(first, firstZone));
      }),
      { numRuns: 300 },
    );
  });
});
