import { request as httpRequest } from 'node:http';

/** An answer as a client sees it: status, headers in lower case, the body's text and its JSON if any. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are asserted field by field
  body: any;
}

export interface CallOptions {
  token?: string;
  /** JSON for an object; a string goes as it is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A server that neither answers nor closes fails the call naming the request, not the whole test file. */
const ANSWERED_WITHIN_MS = 30_000;

/**
 * One request over loopback with Node's own client, which sends a body with
 * any method (a GET with a body included), JSON unless told otherwise.
 */
export function httpCall(base: string, method: string, target: string, options: CallOptions = {}) {
  const body =
    options.body === undefined
      ? undefined
      : Buffer.from(typeof options.body === 'string' ? options.body : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(body && { 'content-type': 'application/json', 'content-length': String(body.length) }),
    ...(options.token !== undefined && { authorization: `Bearer ${options.token}` }),
    ...options.headers,
  };
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(new URL(target, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        const flat = Object.fromEntries(
          Object.entries(res.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(', ') : String(value),
          ]),
        );
        resolve({ status: res.statusCode ?? 0, headers: flat, text, body: json });
      });
      res.on('error', reject);
    });
    // The server may answer (413) and close before the whole body is sent.
    req.on('error', reject);
    req.setTimeout(ANSWERED_WITHIN_MS, () =>
      req.destroy(new Error(`${method} ${target}: no answer within ${ANSWERED_WITHIN_MS / 1000} s`)),
    );
    req.end(body);
  });
}
