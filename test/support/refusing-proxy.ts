import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of `upstream` (`http://host:port`) that
 * can stop listening for a while: every connection to it is refused then, as
 * by a store that is down, and its open connections are cut.
 */
export async function refusingProxy(upstream: string) {
  const target = new URL(upstream);
  const sockets = new Set<Socket>();
  const serve = () =>
    createServer((client) => {
      const store = connect(Number(target.port), target.hostname);
      sockets.add(client).add(store);
      client.pipe(store).pipe(client);
      const end = () => {
        client.destroy();
        store.destroy();
        sockets.delete(client);
        sockets.delete(store);
      };
      for (const socket of [client, store]) socket.on('error', end).on('close', end);
    });
  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const close = (server: Server) => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  let server = serve();
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Refuses every connection for `forMs`, then listens again on the same port. */
    async refuse(forMs: number) {
      await close(server);
      await new Promise((resolve) => setTimeout(resolve, forMs));
      server = serve();
      await listen(server, port);
    },
    close: () => close(server),
  };
}
