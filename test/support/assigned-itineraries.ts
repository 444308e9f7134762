import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Assigned itineraries of any length on the demo data, as a dispatcher edits
 * them: shipment 1004's route (an import, hazmat, from site 104 to 111) split
 * through yard Y-1, origin to the yard, yard to yard, ..., yard to the
 * destination. Each move is assigned to a driver (D-1, D-3) or a carrier (CR-4),
 * all qualified for hazmat, with a tractor (T-15 to T-17) for a driver, and
 * carries scale stops in between. A move keeps its planned date (a day of its
 * own) wherever it goes, so an edit changes only the moves it touches; its
 * first and last events follow from where it stands, so any order of moves is
 * a valid chain.
 */
export const ROUTE = { origin: '104', destination: '111', yard: 'Y-1' } as const;
export const SCALE_SITES = ['101', '102', '103', '105'] as const;
export const DRIVERS = ['D-1', 'D-3'] as const;
export const CARRIER = 'CR-4';
export const TRACTORS = ['T-15', 'T-16', 'T-17'] as const;

export type Assignee =
  | { type: 'driver'; id: string }
  | { type: 'carrier'; id: string }
  | { type: 'not routed' };

/** A move as the model knows it: a day of its own, who does it, with what, and its middle stops. */
export interface ModelMove {
  day: string;
  assignee: Assignee;
  /** A driver's tractor; '' for a carrier or a move not routed. */
  tractor: string;
  /** The sites of its scale stops, in order. */
  stops: string[];
}

const DAY_MS = 86_400_000;

/** The `index`th day from `first` (YYYY-MM-DD). */
export const dayAfter = (first: string, index: number): string =>
  new Date(Date.parse(`${first}T00:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10);

/** A move assigned the way the long itineraries of the bench are: drivers and tractors in turn, one stop. */
export function assignedMove(day: string, index: number): ModelMove {
  return {
    day,
    assignee: { type: 'driver', id: DRIVERS[index % DRIVERS.length]! },
    tractor: TRACTORS[index % TRACTORS.length]!,
    stops: [SCALE_SITES[index % SCALE_SITES.length]!],
  };
}

/** `count` assigned moves on the days from `firstDay` on. */
export const assignedMoves = (count: number, firstDay: string): ModelMove[] =>
  Array.from({ length: count }, (_, index) => assignedMove(dayAfter(firstDay, index), index));

/** The PUT body of the model's moves, in their order. */
export function itineraryBody(moves: readonly ModelMove[]) {
  return {
    moves: moves.map((move, index) => ({
      driver: move.assignee,
      plannedDate: move.day,
      powerUnit: move.tractor === '' ? {} : { id: move.tractor },
      status: 'pending',
      events: [
        index === 0
          ? { type: 'hook-origin', site: { id: ROUTE.origin } }
          : { type: 'hook-yard', site: { id: ROUTE.yard } },
        ...move.stops.map((site) => ({ type: 'scale-stopoff', site: { id: site } })),
        index === moves.length - 1
          ? { type: 'drop-destination', site: { id: ROUTE.destination } }
          : { type: 'drop-yard', site: { id: ROUTE.yard } },
      ],
    })),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read as a client reads JSON
type Json = any;

/**
 * What an itinerary says, as a dispatcher reads it: each move's assignee,
 * planned date, tractor and events (type and site). Fields the service fills in
 * (links, names, empty times) are left out, so a body sent and an answer compare.
 */
export function itineraryContent(itinerary: Json) {
  return itinerary.moves.map((move: Json) => ({
    driver:
      move.driver.type === 'not routed'
        ? { type: 'not routed' }
        : { type: move.driver.type, id: move.driver.id },
    plannedDate: move.plannedDate,
    tractor: move.powerUnit?.id ?? '',
    events: move.events.map((event: Json) => `${event.type}@${event.site.id}`),
  }));
}

/** A copy of shipment 1004 under another id, with other equipment and moves when told. */
export interface ShipmentCopy {
  id: string;
  hazmat?: boolean;
  equipment?: { container: string; chassis: string };
  /** Its itinerary as imported; one move not routed unless told. */
  moves?: readonly ModelMove[];
}

const NOT_ROUTED: ModelMove = { day: '2027-01-01', assignee: { type: 'not routed' }, tractor: '', stops: [] };

/** The demo data file's content with copies of shipment 1004 added. */
export async function demoWithCopiesOf1004(copies: readonly ShipmentCopy[]): Promise<Json> {
  const demo = JSON.parse(await readFile('data/demo.json', 'utf8'));
  const template = demo.shipments.find((shipment: Json) => shipment.id === '1004');
  for (const copy of copies) {
    demo.shipments.push({
      ...template,
      id: copy.id,
      orderNumber: `ORD-${copy.id}`,
      hazmat: copy.hazmat ?? template.hazmat,
      equipment: { ...template.equipment, ...copy.equipment },
      moves: itineraryBody(copy.moves ?? [NOT_ROUTED]).moves,
    });
  }
  return demo;
}

/** `demoWithCopiesOf1004` written to a temporary file, for `seededStoreFromFile` or `startLocalApi`. */
export async function demoFileWithCopiesOf1004(copies: readonly ShipmentCopy[]): Promise<string> {
  const path = join(tmpdir(), `demo-with-copies-${process.pid}-${Date.now()}.json`);
  await writeFile(path, JSON.stringify(await demoWithCopiesOf1004(copies)));
  return path;
}
