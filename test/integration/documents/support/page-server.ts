import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  /** `http://127.0.0.1:<port><path>` */
  url(path: string): string;
  port: number;
  /** TCP connections accepted so far. */
  connections(): number;
  /** Requests received so far, by path. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** A loopback HTTP server for URL submissions that counts what reaches it. */
export async function startPageServer(
  respond: (request: IncomingMessage, response: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<PageServer> {
  let connections = 0;
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
    respond(request, response);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    port,
    connections: () => connections,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
