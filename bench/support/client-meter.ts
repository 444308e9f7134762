import { documentClient, dynamodb } from '#shared/aws/dynamodb';
import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import { s3 } from '#shared/aws/s3';
import { itemBytes, transactionalWriteUnits } from './item-size';

/** One call of a client's `send`, from the command's start to its result, in ms of `performance.now()`. */
interface SendInterval {
  start: number;
  end: number;
}

/** What one piece of work asked of DynamoDB and S3, and how long it waited on them. */
export interface ClientUsage {
  /** Wall time of the whole work, in ms. */
  totalMs: number;
  /** Time during which at least one `send` was under way (the whole call, as the handler waits on it), in ms. */
  waitingMs: number;
  dynamodbCalls: number;
  s3Calls: number;
  /** Sequential rounds: calls in flight at the same time count once. */
  roundTrips: number;
  /** Capacity units: as DynamoDB reports them, except transactional writes (see `transactionWriteUnits`). */
  capacityUnits: number;
  /** The part of `capacityUnits` that writes consumed (the rest is reads). */
  writeUnits: number;
  /** Items of every TransactWriteItems sent (puts, updates, deletes and condition checks). */
  transactionItems: number;
}

interface Recording {
  /** Each `send` as the handler called it, from the call to its result: rounds and waiting time. */
  sends: SendInterval[];
  dynamodbCalls: number;
  s3Calls: number;
  /** What DynamoDB Local reported for transactions, to replace by what DynamoDB would bill. */
  transactionCorrection: number;
  writeUnits: number;
  transactionItems: number;
}

const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

let recording: Recording | undefined;

type TransactItem = {
  Put?: { Item: Record<string, unknown> };
  Update?: unknown;
  Delete?: unknown;
  ConditionCheck?: unknown;
};

/**
 * What DynamoDB bills a TransactWriteItems at, which DynamoDB Local
 * under-reports: 2 write units per started KB of each item written. A Put's
 * size is in the request; a Delete, Update or ConditionCheck names only a key,
 * so it is counted at the 1 KB minimum (a lower bound).
 */
export function transactionWriteUnits(items: readonly TransactItem[]): number {
  return items.reduce(
    (sum, item) => sum + transactionalWriteUnits(item.Put ? itemBytes(item.Put.Item) : 0),
    0,
  );
}

function capacityOf(output: unknown): number {
  const consumed = (
    output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
  ).ConsumedCapacity;
  const entries = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  return entries.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
}

/**
 * Counts the calls that reach a service while a measurement runs, and corrects
 * what DynamoDB Local reports for transactions; outside one, the middleware
 * only checks a variable.
 */
const callCounting =
  (service: 'dynamodb' | 's3') =>
  <A extends { input: object }, R extends { output: object }>(
    next: (args: A) => Promise<R>,
    context: { commandName?: string },
  ) =>
  async (args: A): Promise<R> => {
    const active = recording;
    if (active === undefined) return next(args);
    const result = await next(args);
    // getSignedUrl runs a command through the stack too, but signs locally and sends nothing.
    if ('presigned' in result.output) return result;
    if (service === 'dynamodb' && context.commandName === 'TransactWriteItemsCommand') {
      const items = (args.input as { TransactItems: TransactItem[] }).TransactItems;
      active.transactionCorrection += transactionWriteUnits(items) - capacityOf(result.output);
      active.writeUnits += transactionWriteUnits(items);
      active.transactionItems += items.length;
    } else if (service === 'dynamodb' && WRITE_COMMANDS.has(context.commandName ?? '')) {
      active.writeUnits += capacityOf(result.output);
    }
    if (service === 'dynamodb') active.dynamodbCalls += 1;
    else active.s3Calls += 1;
    return result;
  };

/**
 * Times each whole `send` of a client while a measurement runs, from the call
 * to its result: besides the request, the SDK builds
 * the command's middleware chain at every send before any middleware runs, and
 * the handler waits on all of it.
 */
function timeSends(client: object): void {
  type Send = (...args: unknown[]) => Promise<unknown>;
  const timed = client as { send: Send };
  const send = timed.send.bind(client);
  timed.send = async (...args) => {
    const active = recording;
    if (active === undefined) return send(...args);
    const start = performance.now();
    try {
      return await send(...args);
    } finally {
      active.sends.push({ start, end: performance.now() });
    }
  };
}

// Outermost: a call counts once, whatever the SDK's retries. The
// very client instances the handlers use are instrumented, since they share this module registry.
const OUTERMOST = { step: 'initialize', priority: 'high', name: 'benchCallCounting' } as const;
dynamodb.middlewareStack.add(callCounting('dynamodb'), OUTERMOST);
s3.middlewareStack.add(callCounting('s3'), OUTERMOST);
// The handlers send through the document client (its own `send`, on the low-level client's stack) and S3.
for (const client of [documentClient, dynamodb, s3]) timeSends(client);

/** Sequential rounds and the time anything was in flight: overlapping intervals merge. */
function roundsOf(intervals: readonly SendInterval[]): { rounds: number; waitingMs: number } {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let rounds = 0;
  let waitingMs = 0;
  let roundEnd = Number.NEGATIVE_INFINITY;
  let roundStart = 0;
  for (const { start, end } of sorted) {
    if (start > roundEnd) {
      if (rounds > 0) waitingMs += roundEnd - roundStart;
      rounds += 1;
      roundStart = start;
      roundEnd = end;
    } else {
      roundEnd = Math.max(roundEnd, end);
    }
  }
  if (rounds > 0) waitingMs += roundEnd - roundStart;
  return { rounds, waitingMs };
}

/** Runs `work` (one at a time: measurements do not nest) and reports what it asked of DynamoDB and S3. */
export async function measureClientUsage<T>(
  work: () => Promise<T>,
): Promise<{ result: T; usage: ClientUsage }> {
  if (recording !== undefined) throw new Error('measureClientUsage does not nest.');
  const active: Recording = {
    sends: [],
    dynamodbCalls: 0,
    s3Calls: 0,
    transactionCorrection: 0,
    writeUnits: 0,
    transactionItems: 0,
  };
  recording = active;
  const start = performance.now();
  try {
    const { result, usage } = await measureDynamoDbUsage(work);
    const totalMs = performance.now() - start;
    const { rounds, waitingMs } = roundsOf(active.sends);
    return {
      result,
      usage: {
        totalMs,
        waitingMs,
        dynamodbCalls: active.dynamodbCalls,
        s3Calls: active.s3Calls,
        roundTrips: rounds,
        capacityUnits: usage.capacityUnits + active.transactionCorrection,
        writeUnits: active.writeUnits,
        transactionItems: active.transactionItems,
      },
    };
  } finally {
    recording = undefined;
  }
}
