import { AsyncLocalStorage } from 'node:async_hooks';
import type { ConsumedCapacity, DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** DynamoDB requests made and capacity units they consumed. */
export interface DynamoDbUsage {
  /** Commands sent (round trips), not counting the SDK's own retries. */
  requests: number;
  capacityUnits: number;
}

const activeMeter = new AsyncLocalStorage<DynamoDbUsage>();

/**
 * Runs `work` and reports the DynamoDB round trips and consumed capacity of the
 * calls it made, for benchmarks and tests: only while a measurement runs does
 * the client ask DynamoDB for consumed capacity.
 */
export async function measureDynamoDbUsage<T>(
  work: () => Promise<T>,
): Promise<{ result: T; usage: DynamoDbUsage }> {
  const usage: DynamoDbUsage = { requests: 0, capacityUnits: 0 };
  const result = await activeMeter.run(usage, work);
  return { result, usage };
}

/** Adds the middleware that feeds `measureDynamoDbUsage`; the client module calls it once. */
export function meterUsageOf(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const usage = activeMeter.getStore();
      if (usage === undefined) return next(args);
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      usage.requests += 1;
      usage.capacityUnits += capacityUnitsOf(
        (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity,
      );
      return result;
    },
    { step: 'initialize', name: 'meterDynamoDbUsage' },
  );
}

function capacityUnitsOf(consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): number {
  const entries = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  return entries.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
}
