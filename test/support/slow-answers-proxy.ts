import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

/** Which answers come late: those of the next `times` requests whose bytes mention `requestIncludes`. */
export interface LateAnswers {
  requestIncludes: string;
  delayMs: number;
  times: number;
}

/**
 * A TCP proxy on loopback in front of `upstream` (`http://host:port`) that
 * passes every request on at once, and holds back the answers to the requests
 * `late` names for `delayMs`: the store applies the request, its answer comes
 * after the client's timeout. Resolves its URL and how to close it.
 */
export async function slowAnswersProxy(upstream: string, late: LateAnswers) {
  const target = new URL(upstream);
  let left = late.times;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const store = connect(Number(target.port), target.hostname);
    sockets.add(client).add(store);
    let answerLate = false;
    client.on('data', (chunk: Buffer) => {
      if (left > 0 && chunk.includes(late.requestIncludes)) {
        left -= 1;
        answerLate = true;
      }
      store.write(chunk);
    });
    store.on('data', (chunk: Buffer) => {
      if (!answerLate) {
        client.write(chunk);
        return;
      }
      setTimeout(() => client.writable && client.write(chunk), late.delayMs);
    });
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
