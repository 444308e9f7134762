import { setTimeout as sleep } from 'node:timers/promises';
import { dynamodb } from '#shared/aws/dynamodb';

/** Where a fault is put in: the command, how often, and whether it delays the call or fails it before it is sent. */
export interface StoreFault {
  /** Fail (or delay) only calls on an item whose `pk` starts with this. */
  keyPrefix?: string;
  /** Fail (or delay) only calls whose input mentions this (a query's key value, say). */
  inputIncludes?: string;
  /** Delay the call this long instead of failing it. */
  delayMs?: number;
  /** How many matching calls are affected. */
  times: number;
}

let faults = 0;

/**
 * Makes the next `times` DynamoDB calls named `commands` fail before they are
 * sent (as if the process had died there), or wait `delayMs` first. Remove it
 * after the test.
 */
export function failingDynamoDbCalls(commands: string | string[], fault: StoreFault): { remove: () => void } {
  const names = new Set([commands].flat());
  const name = `storeFault${++faults}`;
  let left = fault.times;
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: { pk?: { S?: string } } };
      const matches =
        left > 0 &&
        names.has(context.commandName ?? '') &&
        (fault.keyPrefix === undefined || (input.Key?.pk?.S ?? '').startsWith(fault.keyPrefix)) &&
        (fault.inputIncludes === undefined || JSON.stringify(args.input).includes(fault.inputIncludes));
      if (!matches) return next(args);
      left -= 1;
      if (fault.delayMs === undefined) throw new Error(`${context.commandName} never sent: the process died`);
      await sleep(fault.delayMs);
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { remove: () => dynamodb.middlewareStack.remove(name) };
}
