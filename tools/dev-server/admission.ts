import { availableParallelism } from 'node:os';

/**
 * How the local server takes a burst, as Lambda's concurrency would: at most
 * `concurrency` requests run at once, the others wait their turn in order,
 * each at most `queueDeadlineMs` (then 503). DynamoDB Local answers one
 * request at a time, so running hundreds at once only makes each of them time
 * out; queued, they are served one after another.
 */
export interface AdmissionLimits {
  concurrency: number;
  queueDeadlineMs: number;
}

/** Requests run at once per core: most of a request's time is spent waiting on the store. */
const REQUESTS_PER_CORE = 4;
/** Longer than API Gateway would wait (29 s): locally a busy machine slows a burst down, it does not refuse it. */
const QUEUE_DEADLINE_MS = 60_000;

const positiveInteger = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer, not "${value}".`);
  return parsed;
};

/**
 * The limits: TMS_LOCAL_CONCURRENCY and TMS_LOCAL_QUEUE_DEADLINE_MS when set,
 * else sized to the machine (REQUESTS_PER_CORE per core) and QUEUE_DEADLINE_MS.
 */
export function admissionLimits(env: NodeJS.ProcessEnv = process.env): AdmissionLimits {
  return {
    concurrency:
      positiveInteger('TMS_LOCAL_CONCURRENCY', env.TMS_LOCAL_CONCURRENCY) ??
      REQUESTS_PER_CORE * availableParallelism(),
    queueDeadlineMs:
      positiveInteger('TMS_LOCAL_QUEUE_DEADLINE_MS', env.TMS_LOCAL_QUEUE_DEADLINE_MS) ?? QUEUE_DEADLINE_MS,
  };
}

/** A request that waited its whole deadline in the queue without a turn. */
export class QueueDeadlinePassed extends Error {
  override readonly name = 'QueueDeadlinePassed';
}

/** Runs work at most `concurrency` at a time; waiters in arrival order, each until its deadline. */
export function admissionQueue({ concurrency, queueDeadlineMs }: AdmissionLimits) {
  let running = 0;
  const waiting: { admit: () => void }[] = [];
  const next = () => {
    const waiter = waiting.shift();
    if (waiter === undefined) running -= 1;
    else waiter.admit();
  };
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running += 1;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new QueueDeadlinePassed(`No turn within ${queueDeadlineMs} ms.`));
      }, queueDeadlineMs);
      // The running slot passes straight to the waiter: `running` stays as it is.
      const waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      waiting.push(waiter);
    });
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await work();
      } finally {
        next();
      }
    },
    /** Requests running and waiting now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}
