import type autocannon from 'autocannon';
import type { LoadTargets } from './targets';

type Request = autocannon.Request;

/** What one connection knows between its requests: autocannon resets it at the start of each cycle. */
interface Cycle {
  shipmentId?: string;
  itinerary?: string;
  etag?: string;
  /** What the PUT under way sent as If-Match: a connection has one request in flight at a time. */
  sentIfMatch?: string | undefined;
}

/** One itinerary PUT of the load and how it ended. */
export interface PutRecord {
  shipmentId: string;
  /** The ETag sent in If-Match, when the PUT sent one. */
  ifMatch: string | undefined;
  status: number;
}

export interface WorkloadRecord {
  statuses: Map<number, number>;
  puts: PutRecord[];
  /**
   * Itinerary PUTs built to be sent, by shipment. When a run ends, autocannon
   * drops the connections with a request in flight: those PUTs have no record,
   * and the server may still have applied them.
   */
  putsSent: Map<string, number>;
}

/** autocannon restarts a connection's cycle when `setupRequest` gives no request (its typings say otherwise). */
const restartCycle = () => null as unknown as Request;

const header = (headers: Request['headers'], name: string): string | undefined => {
  const value = headers?.[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * One connection's cycle of requests, about three reads to each write: it
 * reads an itinerary and PUTs it back with a note of its own, with If-Match,
 * then again without (the service retries a lost race itself), alongside plan,
 * list, shipment and document-type reads and a non-shipment event update.
 * Connections share a few itineraries, so their PUTs conflict.
 */
export function mixedWorkload(targets: LoadTargets, record: WorkloadRecord): Request[] {
  let nextTarget = 0;
  let nextNote = 0;
  const count = (status: number) => record.statuses.set(status, (record.statuses.get(status) ?? 0) + 1);
  const cycleOf = (context: object) => context as Cycle;
  const counted: Pick<Request, 'onResponse'> = { onResponse: (status) => count(status) };

  const readItinerary: Request = {
    method: 'GET',
    setupRequest: (request, context) => {
      const cycle = cycleOf(context);
      cycle.shipmentId ??= targets.itineraries[nextTarget++ % targets.itineraries.length]?.shipmentId;
      return { ...request, path: `/shipments/${cycle.shipmentId}/itinerary` };
    },
    onResponse: (status, body, context, headers) => {
      count(status);
      const cycle = cycleOf(context);
      if (status !== 200) return;
      cycle.itinerary = body;
      cycle.etag = header(headers, 'etag');
    },
  };

  const putItinerary = (withIfMatch: boolean): Request => ({
    method: 'PUT',
    setupRequest: (request, context) => {
      const cycle = cycleOf(context);
      const target = targets.itineraries.find((candidate) => candidate.shipmentId === cycle.shipmentId);
      if (cycle.itinerary === undefined || target === undefined) return restartCycle();
      const body = JSON.parse(cycle.itinerary);
      body.moves[target.moveIndex].events[target.eventIndex].note = `load note ${nextNote++}`;
      cycle.sentIfMatch = withIfMatch ? cycle.etag : undefined;
      record.putsSent.set(target.shipmentId, (record.putsSent.get(target.shipmentId) ?? 0) + 1);
      return {
        ...request,
        path: `/shipments/${cycle.shipmentId}/itinerary`,
        headers: { ...request.headers, ...(cycle.sentIfMatch ? { 'if-match': cycle.sentIfMatch } : {}) },
        body: JSON.stringify(body),
      };
    },
    onResponse: (status, _, context) => {
      count(status);
      const { shipmentId = '', sentIfMatch } = cycleOf(context);
      record.puts.push({ shipmentId, ifMatch: sentIfMatch, status });
    },
  });

  const { driverId, eventId } = targets.event;
  return [
    readItinerary,
    putItinerary(true),
    {
      method: 'GET',
      path: `/drivers/${targets.plans.driverId}/plans?startDate=${targets.plans.startDate}`,
      ...counted,
    },
    readItinerary,
    putItinerary(false),
    { method: 'GET', path: '/shipments?limit=20', ...counted },
    {
      method: 'PUT',
      path: `/drivers/${driverId}/non-shipment-events/${eventId}`,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ note: `load note ${nextNote++}` }) }),
      ...counted,
    },
    { method: 'GET', path: '/images/types', ...counted },
  ];
}
