/** What one fresh process reports: the time to load the bundle, and to serve its first event. */
export interface ColdStartSample {
  initMs: number;
  firstRequestMs: number;
  succeeded: boolean;
}

/** Starts the line that carries the sample, whatever else the function prints. */
export const COLD_START_MARKER = 'cold-start-sample ';
