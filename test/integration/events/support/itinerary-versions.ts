import { expect } from '@jest/globals';
import { invoke } from '../../../support/invoke';
import { readFeedFrom } from './feed-reader';

/**
 * Committed changes of shipment 1001's itinerary, straight through its
 * handlers: each call sets the first event's appointment number to
 * `${prefix}N` and resolves the version it made.
 */
export function itineraryCommits(prefix: string): () => Promise<number> {
  let appointment = 0;
  return async () => {
    const body = (await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } })).body;
    appointment += 1;
    body.moves[0].events[0].appointment.number = `${prefix}${appointment}`;
    const put = await invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body });
    expect(put.status).toBe(200);
    return Number(JSON.parse(put.headers.etag ?? ''));
  };
}

/** The versions of 1001 the feed lists after `cursor`, in feed order. */
export async function versionsAfter(cursor: string | undefined): Promise<number[]> {
  const { items } = await readFeedFrom(cursor, 'limit=1000&types=itinerary.updated');
  return items
    .filter((event) => (event.data.shipment as { id: string }).id === '1001')
    .map((event) => event.data.version as number);
}
