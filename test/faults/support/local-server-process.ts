import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pollUntil, withinDeadline } from '#tools/deadline';
import { portToUse } from '#tools/local-stack/free-port';

/**
 * The local server as a developer runs it, in a child process on free ports
 * with a state folder of its own (TMS_LOCAL_STATE_DIR: a developer's
 * `.tms-local/` is never touched). Call `stopLocalServers` in `afterEach`.
 */
export interface LocalServerProcess {
  child: ChildProcess;
  url: string;
  apiPort: number;
  dynamodbPid: number;
  stateDir: string;
  /** Everything written on stdout and stderr so far. */
  output(): string;
  exited: Promise<[code: number | null, signal: NodeJS.Signals | null]>;
}

export const STARTED_WITHIN_MS = 60_000;

const running = new Set<LocalServerProcess>();

/** Kills what a test left running (server and JVM are in the child's process group) and removes its state. */
export async function stopLocalServers(): Promise<void> {
  for (const server of running) {
    try {
      process.kill(-(server.child.pid as number), 'SIGKILL');
    } catch {
      // The whole group has gone already.
    }
    if (server.child.exitCode === null && server.child.signalCode === null) await exitOf(server, 10_000);
    await rm(server.stateDir, { recursive: true, force: true });
  }
  running.clear();
}

/** How long a local server may take to stop once told to, or to give up after a failed start. */
export const EXITED_WITHIN_MS = 30_000;

/** The server's exit code and signal; a `DeadlineMissed` quoting what it said if it has not exited within `withinMs`. */
export function exitOf(
  server: LocalServerProcess,
  withinMs = EXITED_WITHIN_MS,
): Promise<[code: number | null, signal: NodeJS.Signals | null]> {
  return withinDeadline(`the server ${server.child.pid} to exit`, withinMs, () => server.exited, {
    explain: () => `the server said:\n${server.output()}`,
  });
}

export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await portToUse(0, 'the test'));
  return [...ports];
}

export function waitForOutput(
  server: LocalServerProcess,
  pattern: RegExp,
  withinMs: number,
): Promise<RegExpExecArray> {
  const said = () => `the server said:\n${server.output()}`;
  return pollUntil(
    `${pattern} in the server's output`,
    withinMs,
    () => {
      const match = pattern.exec(server.output());
      if (match === null && server.child.exitCode !== null)
        throw new Error(`No ${pattern}: the server exited (${server.child.exitCode}); ${said()}`);
      return match ?? undefined;
    },
    { explain: said },
  );
}

export interface LocalServerStart {
  /** `node` runs scripts/start.ts itself; `npm` runs `npm start` (npm, its shell, tsx, then the server). */
  via?: 'node' | 'npm';
  flags?: string[];
  /** Ports to use; free ones by default. */
  ports?: { api: number; s3: number; dynamodb: number };
  /** Resolve at once, without waiting for the server to be ready. */
  ready?: boolean;
  /** The state folder of an earlier start, to start over its data; a new one by default. */
  stateDir?: string;
}

export async function startLocalServerProcess(options: LocalServerStart = {}): Promise<LocalServerProcess> {
  const [api, s3, dynamodb] = await freePorts(3);
  const ports = options.ports ?? { api: api!, s3: s3!, dynamodb: dynamodb! };
  const stateDir = options.stateDir ?? (await mkdtemp(join(tmpdir(), 'tms-local-server-')));
  const args = [
    ...['--port', ports.api, '--s3-port', ports.s3, '--dynamodb-port', ports.dynamodb].map(String),
    ...['--data', 'test/fixtures/small-data.json', ...(options.flags ?? [])],
  ];
  const [command, commandArgs] =
    options.via === 'npm'
      ? ['npm', ['start', '--silent', '--', ...args]]
      : [process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args]];
  // detached: its own process group, so that a signal to the group is a terminal's Ctrl-C.
  const child = spawn(command, commandArgs, {
    detached: true,
    env: { ...process.env, TMS_LOCAL_STATE_DIR: stateDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const server: LocalServerProcess = {
    child,
    url: `http://127.0.0.1:${ports.api}`,
    apiPort: ports.api,
    dynamodbPid: 0,
    stateDir,
    output: () => output,
    exited: once(child, 'exit') as LocalServerProcess['exited'],
  };
  running.add(server);
  if (options.ready === false) return server;
  const [, pid] = await waitForOutput(
    server,
    /TMS API ready[\s\S]*DynamoDB Local, pid (\d+)/,
    STARTED_WITHIN_MS,
  );
  server.dynamodbPid = Number(pid);
  return server;
}
