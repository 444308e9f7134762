import { availableParallelism } from 'node:os';
import { positiveSetting } from './positive-setting';

/**
 * How the local server takes a burst, as Lambda's concurrency would: at most
 * `concurrency` requests run at once, the others wait their turn, each at most
 * `queueDeadlineMs` (then 503). DynamoDB Local answers one request at a time,
 * so running hundreds at once only makes each of them time out; queued, they
 * are served one after another. Turns go to the waiting callers in rotation,
 * each caller's own requests in arrival order: a caller flooding the server
 * (in AWS, on function instances of its own) makes another caller wait for
 * one of its requests at a time, not for all it has queued.
 */
export interface AdmissionLimits {
  concurrency: number;
  queueDeadlineMs: number;
}

/** Requests run at once per core: most of a request's time is spent waiting on the store. */
const REQUESTS_PER_CORE = 4;
/** Longer than API Gateway would wait (29 s): locally a busy machine slows a burst down, it does not refuse it. */
const QUEUE_DEADLINE_MS = 60_000;

/**
 * The limits: TMS_LOCAL_CONCURRENCY and TMS_LOCAL_QUEUE_DEADLINE_MS when set,
 * else sized to the machine (REQUESTS_PER_CORE per core) and QUEUE_DEADLINE_MS.
 */
export function admissionLimits(env: NodeJS.ProcessEnv = process.env): AdmissionLimits {
  return {
    concurrency: positiveSetting('TMS_LOCAL_CONCURRENCY', env) ?? REQUESTS_PER_CORE * availableParallelism(),
    queueDeadlineMs: positiveSetting('TMS_LOCAL_QUEUE_DEADLINE_MS', env) ?? QUEUE_DEADLINE_MS,
  };
}

/** A request that waited its whole deadline in the queue without a turn. */
export class QueueDeadlinePassed extends Error {
  override readonly name = 'QueueDeadlinePassed';
}

interface Waiter {
  admit: () => void;
}

/**
 * Runs work at most `concurrency` at a time; waiters by caller in rotation,
 * each caller's in arrival order, each until its deadline.
 */
export function admissionQueue({ concurrency, queueDeadlineMs }: AdmissionLimits) {
  let running = 0;
  // A Map keeps insertion order: the rotation. A caller served goes to its end while it still waits.
  const waiting = new Map<string, Waiter[]>();
  const waitingCount = () => [...waiting.values()].reduce((sum, list) => sum + list.length, 0);
  const next = () => {
    const [caller, list] = waiting.entries().next().value ?? [];
    const waiter = list?.shift();
    if (caller === undefined || waiter === undefined) {
      running -= 1;
      return;
    }
    waiting.delete(caller);
    if (list!.length > 0) waiting.set(caller, list!);
    waiter.admit();
  };
  const turn = (caller: string) =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running += 1;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        const list = waiting.get(caller) ?? [];
        list.splice(list.indexOf(waiter), 1);
        if (list.length === 0) waiting.delete(caller);
        reject(new QueueDeadlinePassed(`No turn within ${queueDeadlineMs} ms.`));
      }, queueDeadlineMs);
      // The running slot passes straight to the waiter: `running` stays as it is.
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const list = waiting.get(caller);
      if (list === undefined) waiting.set(caller, [waiter]);
      else list.push(waiter);
    });
  return {
    /** Runs `work` in its turn; `caller` names whose it is (the token's client or subject). */
    async run<T>(work: () => Promise<T>, caller = ''): Promise<T> {
      await turn(caller);
      try {
        return await work();
      } finally {
        next();
      }
    },
    /** Requests running and waiting now. */
    load: () => ({ running, waiting: waitingCount() }),
  };
}
