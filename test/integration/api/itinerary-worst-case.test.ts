import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ITINERARY_BOUNDS } from '#shared/domain/itinerary-bounds';
import { seededStoreFromFile } from '../../support/seed';
import { measureWorstCase, type WorstCaseSizes, worstCaseDataFile } from '../../support/worst-case';

/**
 * Lambda's limit on what a function returns (6 MB): API Gateway's payload, the
 * body escaped inside `{ statusCode, headers, body }`. EventBridge's on an entry (256 KB).
 */
const ANSWER_LIMIT = 6 * 1024 * 1024;
const EVENT_LIMIT = 256 * 1000;

let sizes: WorstCaseSizes;

beforeAll(async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'worst-case-')), 'worst-case.json');
  await writeFile(file, JSON.stringify(worstCaseDataFile()));
  await seededStoreFromFile(file);
  sizes = await measureWorstCase();
}, 120_000);

describe('the largest itinerary the bounds allow (docs/api-behaviour.md, Itinerary size)', () => {
  test('is accepted and stored, both versions, each PUT body at 512 KiB', () => {
    expect(sizes.statuses).toEqual([200, 200]);
    for (const bytes of sizes.bodies) {
      expect(bytes).toBeLessThanOrEqual(ITINERARY_BOUNDS.bodyBytes);
      expect(bytes).toBeGreaterThan(ITINERARY_BOUNDS.bodyBytes - 16);
    }
  });

  test('the PUT answer and GET itinerary stay under 6 MB', () => {
    expect(sizes.putAnswer.payloadBytes).toBeLessThan(ANSWER_LIMIT);
    expect(sizes.getItinerary.payloadBytes).toBeLessThan(ANSWER_LIMIT);
  });

  // Its itinerary (5.6 MB of payload here) beside its changes (about 17,000, 0.9 MB) would be 6.9 MB:
  // the changes become a link to the history page that lists them (docs/api-behaviour.md, History).
  test('GET history/{version} of the version that changed every event stays under 6 MB', () => {
    expect(sizes.historyVersion.payloadBytes).toBeLessThan(ANSWER_LIMIT);
  });

  test('a history page stays under 6 MB (1 MB, or one version however large)', () => {
    expect(sizes.historyPage.payloadBytes).toBeLessThan(ANSWER_LIMIT);
  });

  test('its itinerary.updated stays under 256 KB', () => {
    expect(sizes.event).toBeGreaterThan(0);
    expect(sizes.event).toBeLessThan(EVENT_LIMIT);
  });

  test('no stored item reaches DynamoDB’s 400 KB', () => {
    expect(sizes.largestItem).toBeLessThan(400 * 1024);
  });

  afterAll(() => {
    // The figures, for the record of a run (the bench reports them too: npm run bench -- --only bounds).
    console.log(JSON.stringify(sizes));
  });
});
