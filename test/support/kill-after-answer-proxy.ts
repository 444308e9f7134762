import { tcpProxy } from './tcp-proxy';

/**
 * A TCP proxy on loopback in front of the store (`upstream`, `http://host:port`)
 * that passes every request on, and when the store answers the first request
 * whose bytes hold every one of `requestIncludes`, calls `onAnswer` (which
 * kills the server) instead of passing that answer back: the store committed,
 * the server never learnt it.
 */
export async function killAfterAnswerProxy(
  upstream: string,
  requestIncludes: readonly string[],
  onAnswer: () => void,
) {
  let fired = false;
  const proxy = await tcpProxy(upstream, (client, store) => {
    let request = '';
    let answerIsTheOne = false;
    client.on('data', (chunk: Buffer) => {
      request += chunk.toString('latin1');
      if (!fired && requestIncludes.every((part) => request.includes(part))) answerIsTheOne = true;
      store.write(chunk);
    });
    store.on('data', (chunk: Buffer) => {
      if (answerIsTheOne && !fired) {
        fired = true;
        onAnswer();
        client.destroy();
        return;
      }
      // A keep-alive connection's next request starts after this answer.
      request = '';
      if (client.writable) client.write(chunk);
    });
  });
  return { ...proxy, fired: () => fired };
}
