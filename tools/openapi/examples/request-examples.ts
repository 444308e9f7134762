import type { RouteId } from '#tools/route-table';
import { parseCurl } from './curl-command';
import { routeOfRequest } from './example-route';
import { readApiExamples } from './markdown-examples';

export interface RequestExample {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

/** In the document, a value another example captured stays `$NAME`: it is no example of anything. */
const uncaptured = (name: string) => (name === 'API' ? '' : `$${name}`);
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
