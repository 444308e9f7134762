import { setMaxListeners } from 'node:events';

/**
 * The stop of a local worker's retries. Every retry waiting out its backoff
 * listens to this signal, and as many wait at once as deliveries or
 * submissions are being retried, so the limit of ten listeners, which is there
 * to reveal a leak, does not apply: each listener goes when its wait ends.
 */
export function retryStop(): AbortController {
  const controller = new AbortController();
  setMaxListeners(Number.POSITIVE_INFINITY, controller.signal);
  return controller;
}
