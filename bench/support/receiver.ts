import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DeadlineOptions, withinDeadline } from '#tools/deadline';

export interface ArrivalReceiver<K> {
  url: string;
  /**
   * When each of `keys` first arrived (`performance.now()`), in their order;
   * a `DeadlineMissed` naming `what` (and, through `explain`, those missing)
   * once `quietMs` has passed with none of them arriving: a burst that a busy
   * machine delivers slowly is waited for, one that stops is not.
   */
  arrivals(
    what: string,
    keys: readonly K[],
    quietMs: number,
    explain?: (missing: K[]) => Promise<string>,
  ): Promise<number[]>;
  close(): Promise<void>;
}

/**
 * A webhook receiver on 127.0.0.1 answering 200 at once, telling each request
 * by `keyOf` (its webhook-id, the version it carries, ...) and when it came.
 */
export async function startArrivalReceiver<K>(
  keyOf: (request: IncomingMessage, body: string) => K,
): Promise<ArrivalReceiver<K>> {
  const arrived = new Map<K, number>();
  const onArrival = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      response.end();
      let key: K;
      try {
        key = keyOf(request, Buffer.concat(chunks).toString('utf8'));
      } catch {
        return; // Not one of the bench's webhooks: nothing waits for it.
      }
      if (!arrived.has(key)) arrived.set(key, at);
      for (const listener of onArrival) listener();
    });
  });
  await withinDeadline('the receiver listening on 127.0.0.1', 5_000, async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  const allArrived = (keys: readonly K[], expired: AbortSignal, renew: () => void) =>
    new Promise<number[]>((resolve) => {
      let arrivedCount = 0;
      const check = () => {
        const arrivedNow = keys.filter((key) => arrived.has(key)).length;
        if (arrivedNow > arrivedCount) renew();
        arrivedCount = arrivedNow;
        if (arrivedCount < keys.length) return;
        onArrival.delete(check);
        resolve(keys.map((key) => arrived.get(key)!));
      };
      onArrival.add(check);
      expired.addEventListener('abort', () => onArrival.delete(check));
      check();
    });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals(what, keys, quietMs, explain) {
      const options: DeadlineOptions = explain
        ? { explain: () => explain(keys.filter((key) => !arrived.has(key))) }
        : {};
      return withinDeadline(what, quietMs, (expired, renew) => allArrived(keys, expired, renew), options);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
