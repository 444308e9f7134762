/** An answer of the local server, as a client sees it. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: bodies are asserted field by field
  body: any;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A reset connection: most often a kept-alive socket the server closed just as the request went out. */
const resetBeforeAnswer = (error: unknown) =>
  error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNRESET';

/** One request to the local server over loopback, JSON in and out, with the caller's bearer token if any. */
export async function apiCall(port: number, method: string, path: string, options: CallOptions = {}) {
  try {
    return await callOnce(port, method, path, options);
  } catch (error) {
    // A loaded machine stalls the server past its keep-alive timeout while the client reuses the socket.
    if (!resetBeforeAnswer(error)) throw error;
    return callOnce(port, method, path, options);
  }
}

async function callOnce(port: number, method: string, path: string, options: CallOptions) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: Object.fromEntries(response.headers), text, body } as ApiAnswer;
}
