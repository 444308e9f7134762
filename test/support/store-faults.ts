import { setTimeout as sleep } from 'node:timers/promises';
import { dynamodb } from '#shared/aws/dynamodb';
import { SHORT_TIMEOUTS } from '#shared/aws/timeouts';

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
  /** How many matching calls go through before the first affected one (a process dying after step k). */
  after?: number;
}

type Input = { Key?: { pk?: { S?: string } }; Item?: { pk?: { S?: string } } };

let faults = 0;

/** Whether a call is one `fault` is about; counts it when it is, until `times` were. */
function matcher(commands: string | string[], fault: StoreFault) {
  const names = new Set([commands].flat());
  let left = fault.times;
  let passing = fault.after ?? 0;
  return (commandName: string | undefined, input: unknown): boolean => {
    const { Key, Item } = input as Input;
    const matches =
      left > 0 &&
      names.has(commandName ?? '') &&
      (fault.keyPrefix === undefined || (Key?.pk?.S ?? Item?.pk?.S ?? '').startsWith(fault.keyPrefix)) &&
      (fault.inputIncludes === undefined || JSON.stringify(input).includes(fault.inputIncludes));
    if (!matches) return false;
    if (passing > 0) {
      passing -= 1;
      return false;
    }
    left -= 1;
    return true;
  };
}

/**
 * Makes the next `times` DynamoDB calls named `commands` fail before they are
 * sent (as if the process had died there), or wait `delayMs` first. Remove it
 * after the test.
 */
export function failingDynamoDbCalls(commands: string | string[], fault: StoreFault): { remove: () => void } {
  const affected = matcher(commands, fault);
  const name = `storeFault${++faults}`;
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      if (!affected(context.commandName, args.input)) return next(args);
      if (fault.delayMs === undefined) throw new Error(`${context.commandName} never sent: the process died`);
      await sleep(fault.delayMs);
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { remove: () => dynamodb.middlewareStack.remove(name) };
}

/**
 * Makes the next `times` DynamoDB calls named `commands` reach the store,
 * which applies them, and then fail (as if the process had died before it
 * heard the answer). Remove it after the test.
 */
export function dyingAfterDynamoDbCalls(
  commands: string | string[],
  fault: StoreFault,
): { remove: () => void } {
  const affected = matcher(commands, fault);
  const name = `dyingAfter${++faults}`;
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      if (!affected(context.commandName, args.input)) return next(args);
      await next(args);
      throw new Error(`${context.commandName} applied: the process died before its answer`);
    },
    { step: 'initialize', name },
  );
  return { remove: () => dynamodb.middlewareStack.remove(name) };
}

/**
 * Makes the next `times` attempts of DynamoDB calls named `commands` reach the
 * store, which applies them, while their answers come after the SDK's request
 * timeout: each attempt ends as the SDK's HTTP handler ends a timed-out one,
 * and the SDK retries it (a slow store, as in AWS). Remove it after the test.
 */
export function lateDynamoDbAnswers(commands: string | string[], fault: StoreFault): { remove: () => void } {
  const affected = matcher(commands, fault);
  const name = `lateAnswer${++faults}`;
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      if (!affected(context.commandName, args.input)) return next(args);
      // Whatever the store answered (a refused condition too), it came too late.
      await next(args).catch(() => undefined);
      const timedOut = new Error(`Connection timed out after ${SHORT_TIMEOUTS.requestTimeout} ms`);
      timedOut.name = 'TimeoutError';
      throw timedOut;
    },
    // Below the retry middleware: each attempt, not the call, is what times out.
    { step: 'deserialize', name },
  );
  return { remove: () => dynamodb.middlewareStack.remove(name) };
}

/**
 * Holds the next DynamoDB call named `commands` (after `after` matching calls
 * went through) before it is sent, until `resume`: a writer stalled between
 * two steps, as a process the runtime froze. `stalled` resolves once the call
 * is held. Remove it after the test.
 */
export function stalledDynamoDbCall(
  commands: string | string[],
  fault: Pick<StoreFault, 'after' | 'keyPrefix' | 'inputIncludes'>,
): { stalled: Promise<void>; resume: () => void; remove: () => void } {
  const affected = matcher(commands, { ...fault, times: 1 });
  const name = `storeStall${++faults}`;
  const { promise: stalled, resolve: onStalled } = Promise.withResolvers<void>();
  const { promise: resumed, resolve: resume } = Promise.withResolvers<void>();
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      if (!affected(context.commandName, args.input)) return next(args);
      onStalled();
      await resumed;
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { stalled, resume: () => resume(), remove: () => dynamodb.middlewareStack.remove(name) };
}
