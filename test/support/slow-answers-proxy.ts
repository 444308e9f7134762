import { tcpProxy } from './tcp-proxy';

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
  let left = late.times;
  return tcpProxy(upstream, (client, store) => {
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
  });
}
