import { config } from '#shared/config';
import type { StoredItem } from '#shared/data/item';
import { queryAll } from '#shared/data/query';
import { ITINERARY_BOUNDS, LOCATION_DETAIL_BYTES } from '#shared/domain/itinerary-bounds';
import type { Settings } from '#shared/domain/types';
import { eventsOf } from '#shared/events/derive-events';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { getItineraryVersion, itineraryVersionToItem } from '#shared/shipments/store/history';
import { shipmentKey } from '#shared/shipments/store/keys';
import { derivedItemsOfShipment, getShipment } from '#shared/shipments/store/shipments';
import { itemBytes } from '../../bench/support/item-size';
import { bodyBytes, type ItineraryPlaces, longItineraryBody, paddedTo } from './bounded-itineraries';
import { eventFor, handlerOf } from './invoke';

/**
 * The largest itinerary the bounds allow, and the largest answers and event it
 * makes (docs/api-behaviour.md, Itinerary size): 200 moves of 50 events, each
 * PUT body 512 KiB, every location's details at their byte bounds, the longest
 * shipment id (128 characters of 3 UTF-8 bytes, 9 in a link), and a second
 * version that changes every middle event's site and note, so that its history
 * entry lists about 17,000 changes.
 */
export const WORST_CASE_SHIPMENT = '€'.repeat(128);

/** Every worst-case location's: the longest time zone name. */
const WORST_CASE_TIME_ZONE = 'America/Argentina/ComodRivadavia';

export const worstCasePlaces: ItineraryPlaces = {
  origin: 'WC-O',
  destination: 'WC-D',
  yard: 'WC-Y',
  scales: ['WC-S', 'WC-T'],
};

const location = (id: string) => ({
  id,
  ...Object.fromEntries(
    Object.entries(LOCATION_DETAIL_BYTES).map(([field, bytes]) => [field, 'x'.repeat(bytes)]),
  ),
  country: 'US',
  signatureRequired: true,
  timeZone: WORST_CASE_TIME_ZONE,
});

/** The data file that holds the worst case: its locations and shipment, with `settings` (another data set's, to add it to). */
export function worstCaseDataFile(settings?: Settings) {
  const { origin, destination, yard, scales } = worstCasePlaces;
  return {
    ...(settings ? { settings } : {}),
    sites: [origin, destination, ...scales].map(location),
    yards: [location(yard)],
    shipments: [
      {
        id: WORST_CASE_SHIPMENT,
        orderNumber: 'o'.repeat(128),
        status: 'accepted',
        type: 'import',
        createdAt: '2026-11-01T10:00:00Z',
        origin,
        destination,
        moves: longItineraryBody(worstCasePlaces, { moves: 1, eventsPerMove: 2 }).moves,
      },
    ],
  };
}

/** The two PUT bodies: each at the bounds, the second with every middle site and note changed. */
export function worstCaseBodies() {
  const body = (scaleOffset: number, fill: string) =>
    paddedTo(longItineraryBody(worstCasePlaces, { scaleOffset }), ITINERARY_BOUNDS.bodyBytes, {
      fill,
      noteLength: 1,
    });
  return [body(0, 'a'), body(1, 'b')] as const;
}

export interface WorstCaseSizes {
  /** The PUT bodies' UTF-8 bytes. */
  bodies: number[];
  /** Statuses of the two PUTs, for a caller to check before trusting the sizes. */
  statuses: number[];
  /** The answer of the PUT making the second version. */
  putAnswer: Answer;
  getItinerary: Answer;
  /** GET history/{version} of the second version: its changes and its itinerary. */
  historyVersion: Answer;
  /** GET history, the first page. */
  historyPage: Answer;
  /** The largest event the second version makes, as a webhook body. */
  event: number;
  /** The largest item in the table, as DynamoDB sizes it. */
  largestItem: number;
}

type RouteId = 'putItinerary' | 'getItinerary' | 'getItineraryVersion' | 'listItineraryHistory';

/** What Lambda returns to API Gateway, in bytes (its 6 MB limit is on this: the body, escaped, in a JSON envelope). */
export interface Answer {
  status: number;
  etag: string | undefined;
  /** The body's UTF-8 bytes, as the caller receives it. */
  bodyBytes: number;
  /** The Lambda response payload's bytes: `{ statusCode, headers, body }` as JSON. */
  payloadBytes: number;
}

/** Calls a route's real handler as API Gateway would, and measures what it returns. */
async function call(
  route: RouteId,
  request: { pathParameters: Record<string, string>; body?: unknown; query?: string },
): Promise<Answer> {
  const { event, context } = eventFor(route, request);
  const result = await (await handlerOf(route))(event, context);
  return {
    status: result.statusCode ?? 200,
    etag: result.headers?.etag as string | undefined,
    bodyBytes: Buffer.byteLength(result.body ?? '', 'utf8'),
    payloadBytes: Buffer.byteLength(JSON.stringify(result), 'utf8'),
  };
}

/**
 * The largest item the worst case stored: its shipment's partition (the
 * shipment, its itinerary's pages, its version records), read back, and the
 * plan entries and equipment uses its itinerary implies, as the PUT wrote them.
 * Not a Scan of the table: the bench's holds the scale section's 643,500 items
 * too, and DynamoDB Local's Scan pages slowed past its 15 s timeout.
 */
async function largestItemBytes(shipmentId: string): Promise<number> {
  const own = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': shipmentKey(shipmentId).pk },
  });
  const record = await getShipment(shipmentId);
  if (record === undefined) throw new Error('The worst-case shipment was not stored.');
  const derived = derivedItemsOfShipment(record, equipmentUseDerivation(everywhereIn(WORST_CASE_TIME_ZONE)));
  return Math.max(...[...own, ...derived].map((item) => itemBytes(item as unknown as StoredItem)));
}

/** PUTs the two worst-case versions over the shipment `worstCaseDataFile` loaded, and measures every size. */
export async function measureWorstCase(): Promise<WorstCaseSizes> {
  const shipmentId = WORST_CASE_SHIPMENT;
  const path = { shipmentId };
  const bodies = worstCaseBodies();
  const first = await call('putItinerary', { pathParameters: path, body: bodies[0] });
  const second = await call('putItinerary', { pathParameters: path, body: bodies[1] });
  const version = Number(String(second.etag).replaceAll('"', ''));
  const stored = await getItineraryVersion(shipmentId, version);
  const events = stored
    ? eventsOf({ before: undefined, after: itineraryVersionToItem(stored) as unknown as StoredItem, at: '' })
    : [];
  const eventBytes = events.map(({ type, timestamp, data }) => bodyBytes({ type, timestamp, data }));
  return {
    bodies: bodies.map(bodyBytes),
    statuses: [first.status, second.status],
    putAnswer: second,
    getItinerary: await call('getItinerary', { pathParameters: path }),
    historyVersion: await call('getItineraryVersion', {
      pathParameters: { ...path, version: String(version) },
    }),
    historyPage: await call('listItineraryHistory', { pathParameters: path, query: 'limit=100' }),
    event: Math.max(0, ...eventBytes),
    largestItem: await largestItemBytes(shipmentId),
  };
}
