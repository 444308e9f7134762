import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case; a repeated header's values joined with `, `. */
  headers: Record<string, string>;
  body: string;
}

/** The body of a `Transfer-Encoding: chunked` message, put back together. */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error(`No complete HTTP response: ${JSON.stringify(raw.toString('latin1'))}`);
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const rest = raw.subarray(headEnd + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? dechunk(rest) : rest;
  return { status, headers, body: body.toString('utf8') };
}

/**
 * Sends `request` byte for byte to a loopback port and reads the answer until
 * the server closes the connection (send `Connection: close`). Bytes a
 * well-behaved client library would refuse to send (a broken request line, a
 * header with control characters) go out as given. Fails when no complete
 * answer arrives within `timeoutMs`: a server must never leave a client hanging.
 */
export function rawRequest(port: number, request: Buffer | string, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a client that half-closes its side is one whose request Node's server abandons.
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(
        new Error(`No answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 200))}`),
      );
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the server answered (it closes as soon as it has) still leaves a whole answer.
    socket.on('error', () => {});
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A request's bytes: request line, headers (with a correct `Content-Length` for a body), blank line, body. */
export function httpMessage(
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Buffer {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'host: 127.0.0.1',
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body === undefined ? [] : [`content-length: ${payload.length}`]),
  ];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}
