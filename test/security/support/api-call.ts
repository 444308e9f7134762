import { type Answer, type CallOptions, httpCall } from '../../support/http-call';

/** An answer of the local server, as a client sees it. */
export type ApiAnswer = Answer;

/** A reset connection: most often a kept-alive socket the server closed just as the request went out. */
const resetBeforeAnswer = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNRESET';

/** One request to the local server over loopback, JSON in and out, with the caller's bearer token if any. */
export async function apiCall(port: number, method: string, path: string, options: CallOptions = {}) {
  const call = () => httpCall(`http://127.0.0.1:${port}`, method, path, options);
  try {
    return await call();
  } catch (error) {
    // A loaded machine stalls the server past its keep-alive timeout while the client reuses the socket.
    if (!resetBeforeAnswer(error)) throw error;
    return call();
  }
}
