import { assignedMoves, itineraryBody, itineraryContent } from '../../support/assigned-itineraries';
import { invoke } from '../../support/invoke';
import { seededStoreFromFile } from '../../support/seed';

/**
 * The smallest edit storage once refused: a 16-move itinerary, every move
 * with a driver and a tractor, loses its second and third moves (a yard pair:
 * the chain stays valid). Derived items keyed by move index made it change
 * 115 stored items, a 413; the bounds allow it, so it must store.
 */
beforeAll(async () => {
  await seededStoreFromFile('data/demo.json');
});

const put = (body: unknown) => invoke('putItinerary', { pathParameters: { shipmentId: '1004' }, body });

test('a 16-move assigned itinerary loses two moves: 200, stored as sent', async () => {
  const moves = assignedMoves(16, '2027-02-01');
  expect((await put(itineraryBody(moves))).status).toBe(200);

  const shorter = itineraryBody([moves[0]!, ...moves.slice(3)]);
  const res = await put(shorter);
  expect({ status: res.status, message: res.body?.message }).toEqual({ status: 200, message: undefined });
  const stored = await invoke('getItinerary', { pathParameters: { shipmentId: '1004' } });
  expect(itineraryContent(stored.body)).toEqual(itineraryContent(shorter));
});
