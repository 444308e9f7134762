import type {
  Carrier,
  Driver,
  Equipment,
  Itinerary,
  ItineraryEvent,
  Location,
  Move,
  Shipment,
} from '#shared/domain/types';
import { EVENT_TABLE, evaluateItinerary, type RulesInput } from '#shared/itinerary-rules/index';

/** Small builders for itinerary-rules tests: a valid world, overridden per test. */

export const ORIGIN = '109';
export const DESTINATION = '110';
/** A customer or port site that is neither the origin nor the destination. */
export const OTHER_SITE = '120';
export const SECOND_SITE = '121';
export const SCALE = '130';
export const YARD = '200';
export const CROSS_DOCK = '500';
export const TODAY = '2026-11-30';
export const DAY = '2026-12-01';

/** A location in `timeZone`: a world's locations are in its TMS's zone unless a test places them. */
export function location(id: string, timeZone = 'UTC'): Location {
  return {
    id,
    name: `Location ${id}`,
    address1: '',
    city: '',
    state: '',
    zip: '',
    country: 'US',
    signatureRequired: false,
    timeZone,
  };
}

export function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: '1001',
    orderNumber: 'ORD-1001',
    status: 'accepted',
    type: 'import',
    hazmat: false,
    customerId: 'C-1',
    createdAt: '2026-11-01T10:00:00Z',
    origin: ORIGIN,
    destination: DESTINATION,
    equipment: { container: 'MSCU1234567', chassis: 'CH-7', trailer: '' },
    ...overrides,
  };
}

export function driver(id: string, overrides: Partial<Driver> = {}): Driver {
  return {
    id,
    name: `Driver ${id}`,
    licenseExpires: '2030-01-01',
    medicalExpires: '2030-01-01',
    hazmatExpires: '2030-01-01',
    ...overrides,
  };
}

export function carrier(id: string, overrides: Partial<Carrier> = {}): Carrier {
  return {
    id,
    name: `Carrier ${id}`,
    contractSigned: true,
    federalId: 'MC-1',
    certifications: [{ type: 'common-carrier', expires: '2030-01-01' }],
    insurance: { cargo: '2030-01-01', liability: '2030-01-01', workersCompensation: '2030-01-01' },
    hazmatExpires: '2030-01-01',
    ...overrides,
  };
}

/** The site an event of this type may use in the default world. */
export function defaultSiteFor(type: string): string {
  const rule = EVENT_TABLE[type as keyof typeof EVENT_TABLE];
  if (rule === undefined) return OTHER_SITE;
  if (rule.location === 'yard' || rule.location === 'yardOrSite') return YARD;
  if (rule.location === 'crossDock') return CROSS_DOCK;
  if (rule.place === 'origin') return ORIGIN;
  if (rule.place === 'destination') return DESTINATION;
  return OTHER_SITE;
}

export function event(
  type: string,
  overrides: Partial<ItineraryEvent> & { siteId?: string } = {},
): ItineraryEvent {
  const { siteId, ...rest } = overrides;
  return {
    type,
    site: { id: siteId ?? defaultSiteFor(type) },
    scheduled: '',
    appointment: { start: '', end: '', number: '' },
    arrived: '',
    departed: '',
    completed: false,
    note: '',
    ...rest,
  };
}

/** Events from types, each at its default site; `type@site` picks the site. */
export function events(...types: string[]): ItineraryEvent[] {
  return types.map((spec) => {
    const [type = '', siteId] = spec.split('@');
    return siteId === undefined ? event(type) : event(type, { siteId });
  });
}

export function move(eventList: ItineraryEvent[], overrides: Partial<Move> = {}): Move {
  return {
    driver: { type: 'driver', id: 'D-1' },
    plannedDate: DAY,
    powerUnit: { id: 'T-1' },
    status: 'pending',
    hint: '',
    events: eventList,
    ...overrides,
  };
}

export function unassigned(eventList: ItineraryEvent[]): Move {
  return move(eventList, { driver: { type: 'not routed', id: '' }, powerUnit: { id: '' } });
}

/** An itinerary whose moves are given as lists of `type` or `type@site`. */
export function itinerary(...moves: string[][]): Itinerary {
  return { moves: moves.map((types) => move(events(...types))) };
}

function byId<T extends { id: string }>(...items: T[]): Record<string, T> {
  return Object.fromEntries(items.map((item) => [item.id, item]));
}

const tractor = (id: string): Equipment => ({ id });

export function rulesInput(proposed: Itinerary, overrides: Partial<RulesInput> = {}): RulesInput {
  const settings = overrides.settings ?? { driverAcceptance: true, timeZone: 'UTC' };
  const placed = (id: string) => location(id, settings.timeZone);
  return {
    shipment: shipment(),
    current: { moves: [] },
    proposed,
    drivers: byId(driver('D-1'), driver('D-2')),
    carriers: byId(carrier('CR-1')),
    sites: byId(...[ORIGIN, DESTINATION, OTHER_SITE, SECOND_SITE, SCALE].map(placed)),
    yards: byId(placed(YARD)),
    crossDocks: byId(placed(CROSS_DOCK)),
    tractors: byId(tractor('T-1'), tractor('T-2')),
    otherMoves: [],
    otherEquipmentUses: [],
    settings,
    today: TODAY,
    ...overrides,
  };
}

/** The failures of an evaluation, or [] when it passed. */
export function failuresOf(input: RulesInput): string[] {
  const result = evaluateItinerary(input);
  return result.ok ? [] : result.failures;
}

/** Evaluates and expects success; returns what would be stored. */
export function expectStored(input: RulesInput): Itinerary {
  const result = evaluateItinerary(input);
  if (!result.ok) throw new Error(`expected a valid itinerary, got: ${result.failures.join(' | ')}`);
  return result.itinerary;
}
