import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config } from '#shared/config';
import type { Move, StoredShipment } from '#shared/domain/types';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { importedVersion } from '#shared/shipments/itinerary/version-record';
import { itemsOfShipment, versionRecordItem } from '#shared/shipments/store/shipments';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { invoke } from './invoke';

/**
 * Assigned itineraries of any length, as a dispatcher edits them: a shipment's
 * route split through a yard, origin to the yard, yard to yard, ..., yard to
 * the destination. On the demo data that is shipment 1004's route (an import,
 * hazmat, from site 104 to 111) through yard Y-1; each move is assigned to a
 * driver (D-1, D-3) or a carrier (CR-4), all qualified for hazmat, with a
 * tractor (T-15 to T-17) for a driver, and carries scale stops in between.
 * A move keeps its planned date (a day of its own) wherever it goes, so an
 * edit changes only the moves it touches; its first and last events follow
 * from where it stands, so any order of moves is a valid chain, and inserting
 * or removing a move is a splice of the model.
 */
export const ROUTE = { origin: '104', destination: '111', yard: 'Y-1' } as const;
export const SCALE_SITES = ['101', '102', '103', '105'] as const;
export const DRIVERS = ['D-1', 'D-3'] as const;
export const CARRIER = 'CR-4';
export const TRACTORS = ['T-15', 'T-16', 'T-17'] as const;

export type Route = { origin: string; destination: string; yard: string };

/** Who and what a data set's assigned moves use, in turn: drivers, tractors and scale stops. */
export interface Fleet {
  route: Route;
  drivers: readonly string[];
  tractors: readonly string[];
  stops: readonly string[];
}

export const DEMO_FLEET: Fleet = { route: ROUTE, drivers: DRIVERS, tractors: TRACTORS, stops: SCALE_SITES };

/**
 * On `small-data.json`: shipment 1001's route (109 to 110) through yard Y-1,
 * every move with driver D-1 and tractor T-10 and no stop, so that each is
 * four derived items (a plan entry, uses of the tractor, container and chassis).
 */
export const SMALL_DATA_FLEET: Fleet = {
  route: { origin: '109', destination: '110', yard: 'Y-1' },
  drivers: ['D-1'],
  tractors: ['T-10'],
  stops: [],
};

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
  /** When its last event is scheduled (local time), for a move that lasts past its day; unscheduled when absent. */
  until?: string;
}

const DAY_MS = 86_400_000;

/** The `index`th day from `first` (YYYY-MM-DD). */
export const dayAfter = (first: string, index: number): string =>
  new Date(Date.parse(`${first}T00:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10);

/** A move assigned the way the long itineraries of the bench are: the fleet's drivers, tractors and stops in turn. */
export function assignedMove(day: string, index: number, fleet: Fleet = DEMO_FLEET): ModelMove {
  const { drivers, tractors, stops } = fleet;
  return {
    day,
    assignee: { type: 'driver', id: drivers[index % drivers.length]! },
    tractor: tractors[index % tractors.length]!,
    stops: stops.length === 0 ? [] : [stops[index % stops.length]!],
  };
}

/** `count` assigned moves on the days from `firstDay` on. */
export const assignedMoves = (count: number, firstDay: string, fleet: Fleet = DEMO_FLEET): ModelMove[] =>
  Array.from({ length: count }, (_, index) => assignedMove(dayAfter(firstDay, index), index, fleet));

/** The PUT body of the model's moves along `route`, in their order. */
export function itineraryBody(moves: readonly ModelMove[], route: Route = ROUTE) {
  return {
    moves: moves.map((move, index) => ({
      driver: move.assignee,
      plannedDate: move.day,
      powerUnit: move.tractor === '' ? {} : { id: move.tractor },
      status: 'pending' as const,
      events: [
        index === 0
          ? { type: 'hook-origin', site: { id: route.origin } }
          : { type: 'hook-yard', site: { id: route.yard } },
        ...move.stops.map((site) => ({ type: 'scale-stopoff', site: { id: site } })),
        {
          ...(index === moves.length - 1
            ? { type: 'drop-destination', site: { id: route.destination } }
            : { type: 'drop-yard', site: { id: route.yard } }),
          ...(move.until !== undefined && { scheduled: move.until }),
        },
      ],
    })),
  };
}

/**
 * The model's moves along `route` as the service stores them: the PUT body
 * with every field filled in, in the order a PUT stores them (pages compare as
 * JSON, so a stored copy in another order would differ from the next PUT's).
 */
export function storedMoves(moves: readonly ModelMove[], route: Route): Move[] {
  return itineraryBody(moves, route).moves.map(
    ({ driver, plannedDate, status, events }, index): Move => ({
      driver: driver.type === 'not routed' ? { type: 'not routed', id: '' } : driver,
      plannedDate,
      powerUnit: { id: moves[index]!.tractor },
      status,
      hint: '',
      events: events.map((event: { type: string; site: { id: string }; scheduled?: string }) => ({
        type: event.type,
        site: event.site,
        scheduled: event.scheduled ?? '',
        appointment: { start: '', end: '', number: '' },
        arrived: '',
        departed: '',
        completed: false,
        note: '',
      })),
    }),
  );
}

/**
 * A copy of `small-data.json`'s shipment 1001 under `id` with the model's
 * moves (SMALL_DATA_FLEET), stored as an import stores it: version 1 with its
 * record, without a PUT's checks or cost.
 */
export async function storeAssignedItinerary(
  id: string,
  moves: readonly ModelMove[],
): Promise<StoredShipment> {
  const template = (await invoke('getShipment', { pathParameters: { shipmentId: '1001' } })).body;
  const shipment: StoredShipment = {
    id,
    orderNumber: `ORD-${id}`,
    status: template.status,
    type: template.type,
    hazmat: template.hazmat,
    customerId: template.customer.id,
    createdAt: template.createdAt,
    origin: template.origin.id,
    destination: template.destination.id,
    equipment: template.equipment,
    itinerary: { moves: storedMoves(moves, SMALL_DATA_FLEET.route) },
  };
  const uses = equipmentUseDerivation(everywhereIn('America/Chicago'));
  await batchWriteItems(config.tableName, {
    puts: [
      ...itemsOfShipment({ shipment, version: 1 }, uses),
      versionRecordItem({ shipment, version: 1 }, importedVersion(shipment, new Date())),
    ],
    deletes: [],
  });
  return shipment;
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
