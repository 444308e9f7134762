import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteId } from '#shared/route-table';
import type { TestRequest } from '../../test/support/api-event';
import { type Caller, eventFor, handlerOf } from '../../test/support/invoke';

/** A request to one route, as the bench sends it. */
export type BenchRequest = TestRequest & Caller;

/**
 * Calls a route's real handler in this process, through its whole middleware
 * stack, with the event API Gateway would send: the way a warm Lambda serves it.
 * Only the handler's call is inside `around`, not building the event.
 */
export async function callRoute(
  id: RouteId,
  request: BenchRequest,
  around: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
): Promise<APIGatewayProxyStructuredResultV2> {
  const handler = await handlerOf(id);
  const { event, context } = eventFor(id, request);
  const response = await around(() => handler(event, context));
  const status = response.statusCode ?? 200;
  if (status >= 300) throw new Error(`${id} answered ${status}: ${response.body ?? ''}`);
  return response;
}

export const bodyOf = <T>(response: APIGatewayProxyStructuredResultV2): T =>
  JSON.parse(response.body ?? 'null') as T;
