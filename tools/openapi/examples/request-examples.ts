import type { RouteId } from '#shared/route-table';
import { parseCurl } from './curl-command';
import { routeOfRequest } from './example-route';
import { readApiExamples } from './markdown-examples';
import { CREATED_IDS } from './response-examples';

export interface RequestExample {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

/**
 * A value another example captured (the id in a `Location`) is, in the
 * document, the id the response examples give that resource; any other stays
 * `$NAME`: it is no example of anything.
 */
const CAPTURED: Record<string, string> = {
  SUBMISSION_ID: CREATED_IDS.submissionId,
  WEBHOOK_ID: CREATED_IDS.webhookId,
  IMPORT_ID: CREATED_IDS.importId,
  DELIVERY_ID: CREATED_IDS.deliveryId,
};
const uncaptured = (name: string) => (name === 'API' ? '' : (CAPTURED[name] ?? `$${name}`));
const isConcrete = (value: string) => !value.includes('$');
const concrete = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => isConcrete(value)));

/**
 * The request of each route's first successful example in the curl examples
 * file: the examples of the API document are the ones a test runs.
 */
export async function requestExamples(): Promise<Partial<Record<RouteId, RequestExample>>> {
  const examples: Partial<Record<RouteId, RequestExample>> = {};
  for (const example of await readApiExamples()) {
    if (example.expectedStatus >= 300) continue;
    const request = parseCurl(example.command, uncaptured);
    const { routeId, pathParameters, query } = routeOfRequest(request, '');
    examples[routeId] ??= {
      path: concrete(pathParameters),
      query: concrete(query),
      ...(request.body !== undefined && { body: JSON.parse(request.body) }),
    };
  }
  return examples;
}
