import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '#shared/observability/logger';
import { redactStrings } from '#shared/observability/redaction';
import { errorBody, toHttpError } from './error-response';
import type { HttpResult } from './response';

const JSON_CONTENT_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * Caching of private data: an answer with an `ETag` may be kept but must be
 * revalidated (`If-None-Match`) every time; any other is never stored.
 */
const cacheControlOf = (headers: Record<string, string> | undefined) => ({
  'cache-control': headers?.etag === undefined ? 'no-store' : 'private, no-cache',
});

/** Headers every response carries: no sniffing or framing. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** An answer with a body is JSON; one without (204, 304) has no `Content-Type`. */
export function serialize(result: HttpResult, requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: result.status,
    headers: {
      ...(result.body !== undefined && JSON_CONTENT_TYPE),
      ...cacheControlOf(result.headers),
      ...COMMON_HEADERS,
      ...(requestId ? { 'x-request-id': requestId } : {}),
      ...result.headers,
    },
    body: result.body === undefined ? '' : JSON.stringify(result.body),
  };
}

/** Maps any failure to the spec's error body, logging it once, here at the edge. */
export function errorResult(error: unknown): HttpResult {
  const httpError = toHttpError(error);
  if (httpError.status >= 500)
    logger.error('request failed', { status: httpError.status, error: error as Error });
  else logger.info('request refused', { status: httpError.status, reason: httpError.message });
  return {
    status: httpError.status,
    // An error body echoes parts of the request; a credential a client put there is not echoed back.
    body: redactStrings(errorBody(httpError.status, httpError.message || undefined, httpError.data)),
    headers: httpError.headers,
  };
}

/**
 * The answer to a failure, whatever was thrown: an error whose own body cannot
 * be written (data JSON cannot hold) is a fault, answered as the plain 500.
 */
export function serializeError(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  try {
    return serialize(errorResult(error), requestId);
  } catch (unwritable) {
    return serialize(errorResult(unwritable), requestId);
  }
}
