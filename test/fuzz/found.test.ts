import { invoke } from '../support/invoke';
import { seededStore } from '../support/seed';
import { snapshotTable } from '../support/table-snapshot';
import { yardChainItinerary } from './support/world';

/**
 * Requests the fuzzer found answered with a 500, pinned here as they were
 * found so that each stays fixed whatever seed the fuzzer runs with.
 */

beforeAll(async () => {
  await seededStore('small-data.json');
});

const putItinerary = (body: unknown) =>
  invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body });

describe('itineraries larger than one DynamoDB transaction are stored (decisions, "Itinerary size")', () => {
  test('30 yard moves: more than 100 items, stored in steps and read back whole', async () => {
    const body = yardChainItinerary(30, 10);
    const response = await putItinerary(body);
    expect(response.body.data?.failure_messages ?? response.status).toBe(200);
    const read = await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });
    expect(read.body.moves).toEqual(response.body.moves);
    expect(read.body.moves.length).toBeGreaterThanOrEqual(30);
  });

  test('a large itinerary within the limits is still stored', async () => {
    expect((await putItinerary(yardChainItinerary(5, 2_000))).status).toBe(200);
  });

  test('stop-offs with long notes, once an item over 400 KB, are stored within the bounds', async () => {
    // Two moves of 50 events, 96 notes of 4,000 characters: about 390 KB, under the 512 KiB a body may have.
    const body = {
      moves: [
        { first: 'hook-origin', firstSite: '109', last: 'drop-yard', lastSite: 'Y-1' },
        { first: 'hook-yard', firstSite: 'Y-1', last: 'drop-destination', lastSite: '110' },
      ].map(({ first, firstSite, last, lastSite }) => ({
        driver: { type: 'driver', id: 'D-1' },
        powerUnit: { id: 'T-10' },
        events: [
          { type: first, site: { id: firstSite } },
          ...Array.from({ length: 48 }, () => ({
            type: 'scale-stopoff',
            site: { id: '111' },
            note: 'n'.repeat(4_000),
          })),
          { type: last, site: { id: lastSite } },
        ],
      })),
    };
    expect((await putItinerary(body)).status).toBe(200);
  });
});

describe('text with half a surrogate pair (a JSON escape like "\\ud800"): 400 naming the property', () => {
  test('in the shipment id of a document submission', async () => {
    const response = await invoke('submitImage', {
      body: { context: 'SHIPMENT', entityId: '\ud800', type: 'BOL', bucket: 'any-bucket', fileKey: 'a.pdf' },
    });
    expect(response.status).toBe(400);
    expect(response.body.data).toMatchObject({ object_name: 'ImageSubmission', prop_name: 'entityId' });
  });

  test('in a note of an itinerary, which is then not stored', async () => {
    const before = await snapshotTable();
    const { body } = await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });
    body.moves[0].events[0].note = 'gate \udc00 4';
    const response = await putItinerary(body);
    expect(response.status).toBe(400);
    expect(response.body.data).toMatchObject({
      object_name: 'ItineraryUpdate',
      prop_name: 'moves[0].events[0].note',
    });
    expect(await snapshotTable()).toEqual(before);
  });

  test('characters outside the basic plane, in pairs as they should be, are stored', async () => {
    const { body } = await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });
    body.moves[0].events[0].note = 'dock 𝄞 👩‍👩‍👧‍👦';
    const response = await putItinerary(body);
    expect(response.status).toBe(200);
    expect(response.body.moves[0].events[0].note).toBe('dock 𝄞 👩‍👩‍👧‍👦');
  });
});
