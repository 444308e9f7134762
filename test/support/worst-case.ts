import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { StoredItem } from '#shared/data/item';
import { ITINERARY_BOUNDS, LOCATION_DETAIL_BYTES } from '#shared/domain/itinerary-bounds';
import type { Settings } from '#shared/domain/types';
import { eventsOf } from '#shared/events/derive-events';
import { getItineraryVersion, itineraryVersionToItem } from '#shared/shipments/store/history';
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
  timeZone: 'America/Argentina/ComodRivadavia',
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

async function largestItemBytes(): Promise<number> {
  let largest = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamodb.send(
      new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) largest = Math.max(largest, itemBytes(unmarshall(item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return largest;
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
    largestItem: await largestItemBytes(),
  };
}
