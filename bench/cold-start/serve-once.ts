/**
 * Runs in a fresh Node process, as Lambda's runtime would: loads one function
 * bundle, serves one event with it, prints how long each took and exits.
 * Arguments: the bundle, a JSON file of events and which one to serve.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { COLD_START_MARKER, type ColdStartSample } from './sample';

type Handler = (
  event: unknown,
  context: unknown,
) => Promise<{ statusCode?: number; batchItemFailures?: unknown[] }>;

const [bundle = '', eventsFile = '', index = '0'] = process.argv.slice(2);
const event: unknown = (JSON.parse(readFileSync(eventsFile, 'utf8')) as unknown[])[Number(index)];
const context = localLambdaContext('cold-start', `cold-start-${index}`);

const loadStart = performance.now();
const { handler } = (await import(pathToFileURL(bundle).href)) as { handler: Handler };
const initMs = performance.now() - loadStart;
const response = await handler(event, context);
const firstRequestMs = performance.now() - loadStart - initMs;

const sample: ColdStartSample = {
  initMs,
  firstRequestMs,
  // An API route answers a status; the queue processor, the records it could not process.
  succeeded: (response.statusCode ?? 200) < 300 && (response.batchItemFailures ?? []).length === 0,
};
console.log(`${COLD_START_MARKER}${JSON.stringify(sample)}`);
// Kept-alive sockets would hold the process open: Lambda freezes it instead.
process.exit(0);
