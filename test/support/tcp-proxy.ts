import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of `upstream` (`http://host:port`): each
 * connection gets one to the upstream, and `wire` says what passes between
 * them; either side closing or failing ends both. Resolves its URL and how to
 * close it.
 */
export async function tcpProxy(upstream: string, wire: (client: Socket, store: Socket) => void) {
  const target = new URL(upstream);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const store = connect(Number(target.port), target.hostname);
    sockets.add(client).add(store);
    wire(client, store);
    const end = () => {
      client.destroy();
      store.destroy();
    };
    for (const socket of [client, store]) socket.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
