import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { pollUntil, withinDeadline } from '#tools/deadline';

/** The local event stream in a child process that can be killed as a crashed publisher is: no goodbye. */
export interface PublisherProcess {
  child: ChildProcess;
  /** What it logged (warnings and errors) and said so far. */
  output(): string;
  /** SIGKILL, resolved once the process has gone. */
  kill(): Promise<void>;
}

/** Starts the publisher over this process's store and table, resolved once it reads the stream. */
export async function startPublisherProcess(checkpointFile: string): Promise<PublisherProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/integration/events/support/publisher-main.ts', checkpointFile],
    { env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'WARN' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit');
  const publisher: PublisherProcess = {
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await withinDeadline('the killed publisher to exit', 10_000, () => exited);
    },
  };
  await pollUntil(
    'the publisher reading the stream',
    30_000,
    () => {
      if (child.exitCode !== null) throw new Error(`The publisher exited (${child.exitCode}):\n${output}`);
      return output.includes('publishing\n');
    },
    { explain: () => `it said:\n${output}` },
  );
  return publisher;
}
