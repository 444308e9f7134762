import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '#shared/observability/logger';
import { redactStrings } from '#shared/observability/redaction';
import { errorBody, toHttpError } from './error-response';
import type { HttpResult } from './response';

/** Headers every response carries: JSON, no caching of private data, no sniffing or framing. */
const COMMON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export function serialize(result: HttpResult, requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: result.status,
    headers: { ...COMMON_HEADERS, ...(requestId ? { 'x-request-id': requestId } : {}), ...result.headers },
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
