import type { ChildProcessService, RunningService } from './dynamodb-local';

/** What becomes of a service's data when the service dies, and so whether it can come back. */
export type DataFate<S extends RunningService> =
  | { kept: true; where: string; restart: () => Promise<S> }
  | { kept: false; lost: string };

export interface WatchdogReports {
  /** Told at once when a service dies, and again when it is back. */
  log(message: string): void;
  /** The service is gone for good: what is left cannot serve the API. */
  lost(message: string): void;
}

export interface WatchedService<S extends RunningService> {
  /** The service now running: a new one after each restart, on the same port. */
  current(): S;
  /** From now on the service stopping is intended, not a death (call it first thing on shutdown). */
  stopWatching(): void;
  stop(): Promise<void>;
}

/**
 * Watches a service for a death nobody asked for: says so at once, then
 * restarts it when its data outlived it, else reports it lost. Without
 * reports nothing is watched: a death shows only as failing requests.
 */
export function watchService<S extends RunningService>(
  name: string,
  first: S,
  data: DataFate<S>,
  reports: WatchdogReports | undefined,
): WatchedService<S> {
  let current = first;
  let watching = true;
  let restarting: Promise<void> = Promise.resolve();
  const named = (service: S) => {
    const { pid } = service as Partial<ChildProcessService>;
    return pid === undefined ? name : `${name} (pid ${pid})`;
  };

  const watch = (service: S) => {
    void service.died.then((reason) => {
      if (!watching || reports === undefined) return;
      const died = `${named(service)} died (${reason})`;
      if (!data.kept) {
        reports.lost(`${died}: ${data.lost}.`);
        return;
      }
      const port = new URL(service.endpoint).port;
      reports.log(`${died}: restarting it on port ${port} with its data in ${data.where}.`);
      const startedAt = Date.now();
      restarting = data.restart().then(
        (restarted) => {
          current = restarted;
          const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
          reports.log(`${named(restarted)} is back on port ${port} after ${seconds} s.`);
          watch(restarted);
        },
        (error: Error) => {
          if (watching) reports.lost(`${died} and could not be restarted: ${error.message}`);
        },
      );
    });
  };
  watch(first);

  return {
    current: () => current,
    stopWatching() {
      watching = false;
    },
    async stop() {
      watching = false;
      await restarting;
      await current.stop();
    },
  };
}
