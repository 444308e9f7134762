/** How long the bench may take: the full run behind the committed figures, or a quick one that only proves it works. */
export interface BenchMode {
  name: 'full' | 'quick';
  /** Fresh processes started per function for its cold start. */
  coldStartRuns: number;
  /** The functions bundled, weighed and started fresh: all, or a few to prove it works. */
  coldStartFunctions: 'all' | readonly string[];
  /** Untimed calls per endpoint before its warm figures are taken. */
  warmUpCalls: number;
  /** Timed calls per endpoint. */
  warmCalls: number;
  /** Timed calls of each figure of the scale section. */
  scaleCalls: number;
  /** Past moves of the short and the long driver history. */
  driverHistories: readonly [number, number];
  /** Shipments of the small and the large fleet the scale section compares. */
  scaleShipments: readonly [number, number];
  /** Events in the feed whose pages are read at its start, middle, end and random positions. */
  feedEvents: number;
  /** Committed changes timed from their response to their event on a page of the feed. */
  feedVisibilitySamples: number;
  /** Lengths of the assigned itineraries the itinerary-edits section edits (its targets are at 100 moves). */
  itineraryEditSizes: readonly number[];
  /** Length of the load test. */
  loadSeconds: number;
  /** Length of each timing window of the rules engine benchmark. */
  rulesWindowMs: number;
  /** A section that says nothing for this long has failed (it is stuck, not slow): the run goes on. */
  sectionStallMs: number;
  /** A section still running after this has failed, however much it says: the hang guard. */
  sectionDeadlineMs: number;
}

export const FULL: BenchMode = {
  name: 'full',
  coldStartRuns: 20,
  coldStartFunctions: 'all',
  warmUpCalls: 20,
  warmCalls: 100,
  scaleCalls: 7,
  driverHistories: [100, 10_000],
  scaleShipments: [1_000, 100_000],
  feedEvents: 1_000_000,
  feedVisibilitySamples: 200,
  itineraryEditSizes: [1, 50, 100],
  loadSeconds: 10,
  rulesWindowMs: 100,
  // The longest quiet stretch of a section (10,000 live creations between two progress lines) takes
  // under a minute on an idle machine; a machine busy with a test run beside the bench makes every
  // section several times slower, and slower is not failed.
  sectionStallMs: 10 * 60_000,
  sectionDeadlineMs: 120 * 60_000,
};

export const QUICK: BenchMode = {
  name: 'quick',
  coldStartRuns: 1,
  coldStartFunctions: ['carriers/get-carrier', 'shipments/put-itinerary', 'images/process-submission'],
  warmUpCalls: 1,
  warmCalls: 3,
  scaleCalls: 2,
  driverHistories: [10, 100],
  scaleShipments: [100, 300],
  feedEvents: 2_000,
  feedVisibilitySamples: 3,
  itineraryEditSizes: [4],
  loadSeconds: 1,
  rulesWindowMs: 5,
  sectionStallMs: 2 * 60_000,
  sectionDeadlineMs: 2 * 60_000,
};
