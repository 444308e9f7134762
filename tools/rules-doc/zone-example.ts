import type { ItineraryEvent, Location, Move } from '#shared/domain/types';
import { evaluateItinerary, type RulesInput, timeZonesOfInput } from '#shared/itinerary-rules/index';
import { toInstant } from '#shared/itinerary-rules/time';

/**
 * The generated doc's example across a zone line, evaluated by the rules
 * themselves: a driver leaves a yard in New Buffalo, Michigan (Eastern) and
 * arrives twenty minutes later at a site in Michigan City, Indiana (Central).
 */

const DAY = '2026-12-01';

const place = (id: string, name: string, city: string, state: string, zip: string, timeZone: string) =>
  ({
    id,
    name,
    address1: '',
    city,
    state,
    zip,
    country: 'US',
    signatureRequired: false,
    timeZone,
  }) satisfies Location;

const CHICAGO = place('CHI', 'Lakeshore Foods Plant', 'Chicago', 'IL', '60632', 'America/Chicago');
const NEW_BUFFALO = place('NB', 'New Buffalo Yard', 'New Buffalo', 'MI', '49117', 'America/Detroit');
const MICHIGAN_CITY = place('MC', 'Michigan City DC', 'Michigan City', 'IN', '46360', 'America/Chicago');

function stop(type: string, site: Location, times: Partial<ItineraryEvent> = {}): ItineraryEvent {
  return {
    type,
    site: { id: site.id },
    scheduled: '',
    appointment: { start: '', end: '', number: '' },
    arrived: '',
    departed: '',
    completed: false,
    note: '',
    ...times,
  };
}

const move = (events: ItineraryEvent[]): Move => ({
  driver: { type: 'driver', id: 'D-1' },
  plannedDate: DAY,
  powerUnit: { id: 'T-1' },
  status: 'pending',
  hint: '',
  events,
});

/** Shipment CHI → MC: to the New Buffalo yard, then across the zone line; `last` is the final drop. */
function inputWith(last: ItineraryEvent): RulesInput {
  const proposed = {
    moves: [
      move([stop('hook-origin', CHICAGO), stop('drop-yard', NEW_BUFFALO)]),
      move([
        stop('hook-yard', NEW_BUFFALO, { arrived: `${DAY}T10:45:00`, departed: `${DAY}T11:00:00` }),
        last,
      ]),
    ],
  };
  const byId = (...locations: Location[]) => Object.fromEntries(locations.map((l) => [l.id, l]));
  return {
    shipment: {
      id: '5001',
      orderNumber: '',
      status: 'accepted',
      type: 'oneway',
      hazmat: false,
      customerId: '',
      createdAt: '',
      origin: CHICAGO.id,
      destination: MICHIGAN_CITY.id,
      equipment: { container: '', chassis: '', trailer: 'TR-1' },
    },
    current: { moves: [] },
    proposed,
    drivers: {
      'D-1': {
        id: 'D-1',
        name: '',
        licenseExpires: '2030-01-01',
        medicalExpires: '2030-01-01',
        hazmatExpires: '',
      },
    },
    carriers: {},
    sites: byId(CHICAGO, MICHIGAN_CITY),
    yards: byId(NEW_BUFFALO),
    crossDocks: {},
    tractors: { 'T-1': { id: 'T-1' } },
    otherMoves: [],
    otherEquipmentUses: [],
    settings: { driverAcceptance: true, timeZone: 'America/Chicago' },
    today: '2026-11-30',
  };
}

const LOCATIONS = new Map([CHICAGO, NEW_BUFFALO, MICHIGAN_CITY].map((l) => [l.id, l]));

function rows(input: RulesInput): string[][] {
  const zones = timeZonesOfInput(input);
  const move = input.proposed.moves[1]!;
  return move.events.flatMap((event) => {
    const where = LOCATIONS.get(event.site.id)!;
    const at = `${where.city}, ${where.state}`;
    return (
      [
        ['appointment', event.appointment.start],
        ['arrived', event.arrived],
        ['departed', event.departed],
      ] as const
    )
      .filter(([, text]) => text !== '')
      .map(([field, text]) => [
        `\`${event.type}\` ${field}`,
        at,
        `\`${zones.of(event)}\``,
        `\`${text}\``,
        `\`${new Date(toInstant(text, zones.of(event))!).toISOString().replace('.000Z', 'Z')}\``,
      ]);
  });
}

function verdict(input: RulesInput): string {
  const result = evaluateItinerary(input);
  return result.ok
    ? 'accepted.'
    : `refused with ${result.failures.map((failure) => `\`${failure}\``).join(', ')}`;
}

/** The two cases: what was sent, where, and the instant it is; and the rules' verdict. */
export function zoneExample(): { title: string; rows: string[][]; verdict: string }[] {
  const onTime = inputWith(
    stop('drop-destination', MICHIGAN_CITY, {
      appointment: { start: `${DAY}T10:20:00`, end: '', number: '' },
      arrived: `${DAY}T10:20:00`,
    }),
  );
  const impossible = inputWith(
    stop('drop-destination', MICHIGAN_CITY, {
      appointment: { start: `${DAY}T09:50:00`, end: '', number: '' },
    }),
  );
  return [
    {
      title: 'Twenty minutes after leaving New Buffalo, at 10:20 in Michigan City',
      rows: rows(onTime),
      verdict: verdict(onTime),
    },
    {
      title: 'An appointment at 09:50 in Michigan City, ten minutes before leaving New Buffalo',
      rows: rows(impossible),
      verdict: verdict(impossible),
    },
  ];
}
