import { rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from '#tools/integrations/client-admin';
import { writeFileWhole } from '#tools/write-file-whole';

/**
 * What a running local server tells the `token` and `client` commands, in a
 * file of the state folder named by its port, removed when it exits.
 */
export interface RunningServer {
  port: number;
  pid: number;
  url: string;
  /** Where its token secret and machine clients are: the kept state folder, or a `--fresh` server's own. */
  stateDir: string;
  dynamodbEndpoint: string;
  tableName: string;
}

const SERVERS = 'servers';
const FRESH_PREFIX = 'fresh-';

const serversDir = (stateDir: string) => join(stateDir, SERVERS);
const serverFile = (stateDir: string, port: number) => join(serversDir(stateDir), `${port}.json`);

/**
 * Makes the folder where a `--fresh` server keeps its token secret, machine
 * clients and objects: its own, named by its process id, removed when it
 * exits, or by the next start when it was killed.
 */
export async function makeFreshStateDir(stateDir: string): Promise<string> {
  const folder = join(serversDir(stateDir), `${FRESH_PREFIX}${process.pid}`);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Whether process `pid` exists (one of another user counts too). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function entries(stateDir: string): Promise<string[]> {
  try {
    return await readdir(serversDir(stateDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readServer(file: string): Promise<RunningServer | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RunningServer;
  } catch {
    // Removed meanwhile, or half-written by a server killed while writing: not a server.
    return undefined;
  }
}

/** Every server whose file is there: those running and, left by a server that was killed, those that are not. */
async function announcedServers(stateDir: string): Promise<{ file: string; server?: RunningServer }[]> {
  const names = (await entries(stateDir)).filter((name) => name.endsWith('.json'));
  return Promise.all(
    names.map(async (name) => {
      const file = join(serversDir(stateDir), name);
      return { file, server: await readServer(file) };
    }),
  );
}

/** The local servers running on this state folder, by port. */
export async function runningServers(stateDir: string): Promise<RunningServer[]> {
  const announced = await announcedServers(stateDir);
  return announced
    .flatMap(({ server }) => (server !== undefined && isRunning(server.pid) ? [server] : []))
    .sort((a, b) => a.port - b.port);
}

/**
 * Removes what killed servers left: their files, and the folders of the
 * `--fresh` ones (their secret, clients and objects), so that nothing of a
 * `--fresh` server outlives it for longer than the next start.
 */
export async function clearKilledServers(stateDir: string): Promise<void> {
  const announced = await announcedServers(stateDir);
  const killed = announced.filter(({ server }) => server === undefined || !isRunning(server.pid));
  const freshFolders = (await entries(stateDir))
    .filter((name) => name.startsWith(FRESH_PREFIX) && !isRunning(Number(name.slice(FRESH_PREFIX.length))))
    .map((name) => join(serversDir(stateDir), name));
  await Promise.all(
    [...killed.map(({ file }) => file), ...freshFolders].map((path) =>
      rm(path, { recursive: true, force: true }),
    ),
  );
}

/**
 * Tells the commands this server runs, in a file written whole (renamed into
 * place) and removed when this process exits. Only SIGKILL leaves it, for the
 * next start to clear.
 */
export async function announceServer(stateDir: string, server: RunningServer): Promise<void> {
  const file = serverFile(stateDir, server.port);
  await writeFileWhole(file, `${JSON.stringify(server, null, 2)}\n`);
  process.once('exit', () => rmSync(file, { force: true }));
}

/**
 * The server a `token` or `client` command acts on: the one on `port` when
 * named, else the only one running; undefined when none runs and none is
 * named (the kept state folder then, for the next `npm start`).
 */
export async function targetServer(stateDir: string, port?: number): Promise<RunningServer | undefined> {
  const running = await runningServers(stateDir);
  if (port !== undefined) {
    const named = running.find((server) => server.port === port);
    if (named === undefined) {
      const others = running.map((server) => server.port).join(', ');
      throw new UsageError(
        `No local server runs on port ${port}${others ? ` (running: ${others})` : ''}: start it with npm start -- --port ${port}.`,
      );
    }
    return named;
  }
  if (running.length > 1) {
    throw new UsageError(
      `Several local servers run (ports ${running.map((server) => server.port).join(', ')}): name one with --port.`,
    );
  }
  return running[0];
}
