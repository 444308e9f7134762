import { type RouteId, routes } from '#shared/route-table';
import { apiEvent } from '../../support/api-event';
import { handlerOf } from '../../support/invoke';
import { claimsOf, type FuzzCaller } from './callers';

/** A request as a fuzzer builds it: raw text where a client controls the bytes. */
export interface FuzzRequest {
  /** Decoded, as API Gateway hands them to the function. */
  pathParameters: Record<string, string>;
  /** Raw, percent-encoded or not. */
  query: string;
  /** `content-type` undefined: the header is left out. */
  headers: Record<string, string | undefined>;
  body: string | undefined;
  caller: FuzzCaller;
}

export interface FuzzResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON, or the text when the body is not JSON (itself a finding). */
  body: unknown;
}

/** Percent-encodes `value` as UTF-8; a lone surrogate becomes U+FFFD first, as it would on the wire. */
export const percentEncode = (value: string): string =>
  encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

function parsed(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends the request to the route's real handler, with the event API Gateway would build for it. */
export async function send(id: RouteId, request: FuzzRequest): Promise<FuzzResponse> {
  const route = routes[id];
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    percentEncode(request.pathParameters[name] ?? ''),
  );
  const { 'content-type': contentType, ...otherHeaders } = request.headers;
  const headers = Object.fromEntries(
    Object.entries(otherHeaders).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const { event, context } = apiEvent(route, {
    path,
    pathParameters: request.pathParameters,
    query: request.query,
    body: request.body,
    headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
    claims: claimsOf(request.caller),
  });
  if (contentType === undefined) delete event.headers['content-type'];
  const response = await (await handlerOf(id))(event, context);
  return {
    status: response.statusCode ?? 200,
    headers: (response.headers ?? {}) as Record<string, string>,
    body: parsed(response.body),
  };
}
