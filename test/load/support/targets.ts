/** What the load aims at on the demo data: itineraries and a non-shipment event it may write. */
export interface LoadTargets {
  itineraries: { shipmentId: string; moveIndex: number; eventIndex: number; version: number }[];
  event: { driverId: string; eventId: string };
  plans: { driverId: string; startDate: string };
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read field by field, as a client reads them
type Json = any;

const versionOf = (etag: string | null) => Number((etag ?? '').replaceAll('"', ''));

/**
 * Finds, over HTTP as a client would, up to `count` itineraries whose note
 * edit is accepted (a move not yet completed) and a driver's open
 * non-shipment event. Each candidate is tried once: a write that succeeds here
 * is part of the state the load starts from.
 */
export async function findLoadTargets(baseUrl: string, token: string, count: number): Promise<LoadTargets> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: (await response.json()) as Json,
    };
  };

  const itineraries: LoadTargets['itineraries'] = [];
  let plans: LoadTargets['plans'] | undefined;
  for (const { id } of (await call('GET', '/shipments?limit=1000')).body.items) {
    if (itineraries.length === count) break;
    const { body } = await call('GET', `/shipments/${id}/itinerary`);
    const moveIndex = body.moves.findIndex(
      (move: Json) => move.status !== 'completed' && move.events.length > 0,
    );
    if (moveIndex < 0) continue;
    body.moves[moveIndex].events[0].note = 'load test target';
    const put = await call('PUT', `/shipments/${id}/itinerary`, body);
    if (put.status !== 200) continue;
    itineraries.push({ shipmentId: id, moveIndex, eventIndex: 0, version: versionOf(put.etag) });
    const driverMove = body.moves.find((move: Json) => move.driver.type === 'driver' && move.plannedDate);
    plans ??= driverMove && { driverId: driverMove.driver.id, startDate: driverMove.plannedDate };
  }

  for (const { id: driverId } of (await call('GET', '/drivers?limit=1000')).body.items) {
    const plan = await call('GET', `/drivers/${driverId}/plans?startDate=2000-01-01`);
    const open = plan.body.items
      .flatMap((move: Json) => move.events)
      .find((event: Json) => event.id && !event.completed);
    if (!open) continue;
    const put = await call('PUT', `/drivers/${driverId}/non-shipment-events/${open.id}`, {
      note: 'load test target',
    });
    if (put.status !== 200) continue;
    if (itineraries.length === 0 || !plans) break;
    return { itineraries, event: { driverId, eventId: open.id }, plans };
  }
  throw new Error('The data set has no writable itinerary or open non-shipment event to aim the load at.');
}
