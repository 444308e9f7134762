import { AsyncLocalStorage } from 'node:async_hooks';
import type { ConsumedCapacity, DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** DynamoDB requests made and capacity units they consumed. */
export interface DynamoDbUsage {
  /** Commands sent (round trips), not counting the SDK's own retries. */
  requests: number;
  capacityUnits: number;
}

export const noUsage = (): DynamoDbUsage => ({ requests: 0, capacityUnits: 0 });

/** Every meter running around the current call: a benchmark's around a request's own. */
const activeMeters = new AsyncLocalStorage<readonly DynamoDbUsage[]>();

/**
 * Runs `work` and adds the DynamoDB round trips and consumed capacity of the
 * calls it makes to `usage`, also when `work` fails. Meters nest: a call counts
 * in every meter around it. Only while a meter runs does the client ask
 * DynamoDB for consumed capacity.
 */
export function meterDynamoDbUsage<T>(usage: DynamoDbUsage, work: () => Promise<T>): Promise<T> {
  return activeMeters.run([...(activeMeters.getStore() ?? []), usage], work);
}

/** Runs `work` and reports the DynamoDB usage of the calls it made, for benchmarks and tests. */
export async function measureDynamoDbUsage<T>(
  work: () => Promise<T>,
): Promise<{ result: T; usage: DynamoDbUsage }> {
  const usage = noUsage();
  const result = await meterDynamoDbUsage(usage, work);
  return { result, usage };
}

/** Adds the middleware that feeds the meters; the client module calls it once. */
export function meterUsageOf(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const meters = activeMeters.getStore();
      if (meters === undefined) return next(args);
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const capacityUnits = capacityUnitsOf(
        (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity,
      );
      for (const usage of meters) {
        usage.requests += 1;
        usage.capacityUnits += capacityUnits;
      }
      return result;
    },
    { step: 'initialize', name: 'meterDynamoDbUsage' },
  );
}

function capacityUnitsOf(consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): number {
  const entries = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  return entries.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
}
