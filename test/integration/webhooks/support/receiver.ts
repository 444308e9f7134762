import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withinDeadline } from '#tools/deadline';

/** One request a receiver got: its headers and raw body, as a verifier needs them. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/**
 * A webhook receiver on 127.0.0.1: answers each request with the next status of
 * `statuses` (the last one repeats), recording what it got.
 */
export async function startReceiver(statuses: readonly number[] = [200]): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
      response.end();
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return withinDeadline(
        `${count} webhook(s) at 127.0.0.1:${port}`,
        timeoutMs,
        (expired) =>
          new Promise((resolve) => {
            const waiter = { count, resolve: () => resolve(received.slice()) };
            waiters.push(waiter);
            expired.addEventListener('abort', () => waiters.splice(waiters.indexOf(waiter), 1));
            if (received.length >= count) waiter.resolve();
          }),
        { explain: () => `${received.length} arrived` },
      );
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on 127.0.0.1 where nothing listens: a dead receiver. */
export async function deadReceiverUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/hooks`;
}
