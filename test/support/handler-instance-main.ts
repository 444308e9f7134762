/**
 * One warm "Lambda instance" of a route in a process of its own: the route's
 * real handler (with its own request budgets' leases) over the store the
 * parent names in its environment. Says `ready` once loaded; on
 * `start <epoch ms> <window ms>` sends the request from `connections` loops,
 * each the next as soon as the last is answered, until the window ends or a
 * `stop` line comes; then prints the statuses it got and when it sent each
 * request, as JSON, and exits.
 * Usage: handler-instance-main.ts <route id> <request JSON> <connections>
 */
import { createInterface } from 'node:readline';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RouteId } from '#shared/route-table';
import { RESULT } from './handler-instances';
import { eventFor, handlerOf } from './invoke';

const [id, requestJson, connectionsArgument] = process.argv.slice(2);
const route = id as RouteId;
const request = JSON.parse(requestJson ?? '{}') as Parameters<typeof eventFor>[1];
const connections = Number(connectionsArgument ?? '1');
const handler = await handlerOf(route);

const statuses: Record<string, number> = {};
/** When each request was sent (epoch ms): what the parent compares with a single ideal bucket. */
const sentAt: number[] = [];
let endsAt = Number.POSITIVE_INFINITY;

async function connection(): Promise<void> {
  while (Date.now() < endsAt) {
    const { event, context } = eventFor(route, request);
    sentAt.push(Date.now());
    const response = await handler(event, context);
    const status = String(response.statusCode ?? 200);
    statuses[status] = (statuses[status] ?? 0) + 1;
    // A turn of the event loop between requests, as a socket's read would take.
    await nextTurn();
  }
}

const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) {
  const [command, startAt, windowMs] = line.trim().split(' ');
  if (command === 'stop') {
    endsAt = 0;
    break;
  }
  if (command !== 'start') continue;
  endsAt = Number(startAt) + Number(windowMs);
  const waitMs = Number(startAt) - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  const running = Promise.all(Array.from({ length: connections }, connection));
  // A `stop` line ends the window early (the bench's flood runs until its measurement is done).
  lines.once('line', (next) => {
    if (next.trim() === 'stop') endsAt = 0;
  });
  await running;
  break;
}
// Exits once the result is written whole: a pipe can take a long line in parts, and exit cuts the rest.
await new Promise((written) =>
  process.stdout.write(`${RESULT}${JSON.stringify({ statuses, sentAt })}\n`, written),
);
process.exit(0);
