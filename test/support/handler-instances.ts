import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import type { RouteId } from '#shared/route-table';
import { pollUntil, withinDeadline } from '#tools/deadline';
import type { TestRequest } from './api-event';
import type { Caller } from './invoke';

/** A route's handler in a process of its own (handler-instance-main.ts), as a separate Lambda instance is. */
export interface HandlerInstance {
  /** Starts sending at `startAt` (epoch ms) for `windowMs`. */
  start(startAt: number, windowMs: number): void;
  /** Ends the window now. */
  stop(): void;
  /** Once its window is over: the statuses it got, and when it sent each request (epoch ms). */
  finished(): Promise<{ statuses: Record<string, number>; sentAt: number[] }>;
}

const LOADED_WITHIN_MS = 60_000;
/** The nice value that gives a process only the CPU time that nothing else runnable wants. */
const LOWEST_PRIORITY = 19;

/** What starts the line of an instance's result on its stdout. */
export const RESULT = 'result ';

/**
 * Starts a route's handler in a child process over this process's store,
 * table and settings, resolved once it has loaded. `connections` loops each
 * send the next request as soon as the last is answered.
 */
export async function startHandlerInstance(
  id: RouteId,
  request: TestRequest & Caller,
  options: {
    connections?: number;
    environment?: NodeJS.ProcessEnv;
    /**
     * Runs it at the machine's lowest CPU priority: it then takes only the CPU
     * no one else wants, as an instance on a machine of its own would.
     */
    ownMachine?: boolean;
  } = {},
): Promise<HandlerInstance> {
  const { connections = 1, environment = {}, ownMachine = false } = options;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/support/handler-instance-main.ts',
      id,
      JSON.stringify(request),
      String(connections),
    ],
    { env: { ...process.env, ...environment }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  if (ownMachine && child.pid !== undefined) setPriority(child.pid, LOWEST_PRIORITY);
  // Both streams, to explain a failure; stdout alone holds the result, which stderr must not split.
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit');
  try {
    await pollUntil(
      `the ${id} handler instance loaded`,
      LOADED_WITHIN_MS,
      () => {
        if (child.exitCode !== null)
          throw new Error(`The handler instance exited (${child.exitCode}):\n${output}`);
        return output.includes('ready\n');
      },
      { explain: () => `it said:\n${output}` },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    start: (startAt, windowMs) => child.stdin?.write(`start ${startAt} ${windowMs}\n`),
    stop: () => child.stdin?.write('stop\n'),
    async finished() {
      await withinDeadline(`the ${id} handler instance to finish`, LOADED_WITHIN_MS, () => exited, {
        explain: () => `it said:\n${output}`,
      });
      const result = stdout.split('\n').findLast((line) => line.startsWith(RESULT));
      if (result === undefined) throw new Error(`The handler instance gave no result; it said:\n${output}`);
      return JSON.parse(result.slice(RESULT.length)) as {
        statuses: Record<string, number>;
        sentAt: number[];
      };
    },
  };
}
