import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  announceServer,
  clearKilledServers,
  type RunningServer,
  runningServers,
  targetServer,
} from '#tools/dev-server/running-servers';
import { UsageError } from '#tools/integrations/client-admin';

let stateDir: string;

beforeEach(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'tms-running-servers-'));
});

afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

/** The id of a process that has ended (and been reaped): what a server killed with SIGKILL leaves in its file. */
const endedPid = (): number => spawnSync(process.execPath, ['-e', '']).pid as number;

const server = (port: number, pid: number): RunningServer => ({
  port,
  pid,
  url: `http://localhost:${port}`,
  stateDir,
  dynamodbEndpoint: 'http://127.0.0.1:8000',
  tableName: 'tms-local',
});

/** A server's file as a killed server leaves it, with its --fresh folder. */
async function leftByKilledServer(port: number): Promise<number> {
  const pid = endedPid();
  await mkdir(join(stateDir, 'servers', `fresh-${pid}`), { recursive: true });
  await writeFile(join(stateDir, 'servers', `fresh-${pid}`, 'token-secret'), 'secret');
  await writeFile(join(stateDir, 'servers', `${port}.json`), JSON.stringify(server(port, pid)));
  return pid;
}

test('a server killed without removing its file is not running, and no command acts on it', async () => {
  await leftByKilledServer(3100);
  expect(await runningServers(stateDir)).toEqual([]);
  expect(await targetServer(stateDir)).toBeUndefined();
  await expect(targetServer(stateDir, 3100)).rejects.toThrow(
    new UsageError('No local server runs on port 3100: start it with npm start -- --port 3100.'),
  );
});

test("the next start clears what killed servers left, a --fresh one's secret included, and nothing of running ones", async () => {
  await leftByKilledServer(3100);
  await announceServer(stateDir, server(3200, process.pid));
  await mkdir(join(stateDir, 'servers', `fresh-${process.pid}`));

  await clearKilledServers(stateDir);

  expect((await readdir(join(stateDir, 'servers'))).sort()).toEqual(['3200.json', `fresh-${process.pid}`]);
  expect(await targetServer(stateDir)).toEqual(server(3200, process.pid));
});

test('the only server running is the target; with several, only the one --port names', async () => {
  await announceServer(stateDir, server(3300, process.pid));
  await announceServer(stateDir, server(3400, process.ppid));
  await expect(targetServer(stateDir)).rejects.toThrow(
    new UsageError('Several local servers run (ports 3300, 3400): name one with --port.'),
  );
  expect((await targetServer(stateDir, 3400))?.port).toBe(3400);
  await expect(targetServer(stateDir, 3500)).rejects.toThrow(
    new UsageError(
      'No local server runs on port 3500 (running: 3300, 3400): start it with npm start -- --port 3500.',
    ),
  );
});

test('a half-written or unreadable file is no server', async () => {
  await mkdir(join(stateDir, 'servers'), { recursive: true });
  await writeFile(join(stateDir, 'servers', '3600.json'), '{"port": 36');
  expect(await runningServers(stateDir)).toEqual([]);
  await clearKilledServers(stateDir);
  expect(await readdir(join(stateDir, 'servers'))).toEqual([]);
});
