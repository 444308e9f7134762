import { bodyOf, callRoute } from './route-call';

/**
 * A committed change, as an integration sees one: the shipment's itinerary
 * read and PUT back with its last event's note changed. Answers the version
 * the PUT made (its ETag) and when its response came, in ms of `performance.now()`.
 */
export async function changeItineraryNote(
  shipmentId: string,
  note: string,
): Promise<{ version: number; answeredAt: number }> {
  const pathParameters = { shipmentId };
  const current = bodyOf<{ moves: { events: { note: string }[] }[] }>(
    await callRoute('getItinerary', { pathParameters }),
  );
  current.moves.at(-1)!.events.at(-1)!.note = note;
  const put = await callRoute('putItinerary', { pathParameters, body: current });
  const answeredAt = performance.now();
  const etag = Object.entries(put.headers ?? {}).find(([name]) => name.toLowerCase() === 'etag')?.[1];
  return { version: Number(JSON.parse(String(etag))), answeredAt };
}
