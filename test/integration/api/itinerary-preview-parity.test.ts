import fc from 'fast-check';
import { fuzzParameters, timeoutFor } from '../../fuzz/support/settings';
import { applyItineraryEdits, itineraryEdits } from '../../fuzz/support/world';
import { type Caller, invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

/**
 * A preview and the PUT of the same request, sent one after the other on the
 * same state, answer alike: the same status; on a refusal the same body
 * (every failure message); on success the PUT's itinerary, the changes its
 * version records, and its number. Random edits (none to three) of the
 * itinerary as it is stored at the time, valid and not, by dispatchers and
 * drivers, with a current, stale or no `If-Match`.
 */

let driverIds: string[];

beforeAll(async () => {
  const dataSet = await seededStore('small-data.json');
  driverIds = dataSet.drivers.map((driver) => driver.id);
});

const WEIGHT = 3;

test(
  'preview then PUT: same status, same refusal, same itinerary, changes and version',
  async () => {
    const statuses = new Map<number, number>();
    const request = fc.record({
      edits: itineraryEdits(driverIds, { minLength: 0 }),
      // 1003 is cancelled, 9999 does not exist.
      shipmentId: fc.constantFrom('1001', '1001', '1001', '1002', '1003', '9999'),
      caller: fc.constantFrom<Caller['as']>(
        'dispatcher',
        'dispatcher',
        'dispatcher',
        { driver: 'D-1' },
        { driver: 'D-2' },
      ),
      ifMatch: fc.constantFrom('current', 'current', 'none', 'none', 'stale'),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ edits, shipmentId, caller, ifMatch }) => {
        const pathParameters = { shipmentId };
        const current = await invoke('getItinerary', { pathParameters });
        const etag = current.headers.etag;
        const body = applyItineraryEdits(current.status === 200 ? current.body : { moves: [] }, edits);
        const headers: Record<string, string> =
          ifMatch === 'current' && etag
            ? { 'if-match': etag }
            : ifMatch === 'stale'
              ? { 'if-match': '"0"' }
              : {};
        const sent = { pathParameters, body, headers, as: caller };
        const previewed = await invoke('previewItinerary', sent);
        const stored = await invoke('putItinerary', sent);
        statuses.set(stored.status, (statuses.get(stored.status) ?? 0) + 1);

        expect(previewed.status).toBe(stored.status);
        if (stored.status !== 200) {
          expect(previewed.body).toEqual(stored.body);
          return;
        }
        expect(previewed.body.itinerary).toEqual(stored.body);
        expect(`"${previewed.body.version}"`).toBe(stored.headers.etag);
        const version = await invoke('getItineraryVersion', {
          pathParameters: { shipmentId, version: String(previewed.body.version) },
        });
        expect(previewed.body.changes).toEqual(version.body.changes);
      }),
      fuzzParameters(WEIGHT),
    );
    // Both kinds of answer were compared: the property held for accepted and refused edits alike.
    expect([200, 400].filter((status) => !statuses.has(status))).toEqual([]);
  },
  timeoutFor(WEIGHT),
);
