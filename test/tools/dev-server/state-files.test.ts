import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pollUntil } from '#tools/deadline';
import { isRunning, type RunningServer } from '#tools/dev-server/running-servers';
import {
  EXITED_WITHIN_MS,
  exitOf,
  type LocalServerProcess,
  STARTED_WITHIN_MS,
  startLocalServerProcess,
  stopLocalServers,
} from '../../faults/support/local-server-process';

/**
 * A local server's state files (`servers/<port>.json`, and a `--fresh` one's
 * `servers/fresh-<pid>/`) go at every exit but SIGKILL, whose leftovers the
 * next start clears.
 */

afterEach(stopLocalServers);

/** What the state folder's `servers/` holds. */
const serverFiles = async (server: LocalServerProcess): Promise<string[]> =>
  (await readdir(join(server.stateDir, 'servers')).catch(() => [])).sort();

/** The files a running server keeps: its announcement and its --fresh folder. */
const keptBy = (server: LocalServerProcess) => [`${server.apiPort}.json`, `fresh-${server.child.pid}`].sort();

test.each(['SIGINT', 'SIGTERM'] as const)(
  '%s to the process group of `npm start --fresh`: the server stops and its state files are gone',
  async (signal) => {
    const server = await startLocalServerProcess({ via: 'npm', flags: ['--fresh'] });
    // The process serving is the group's last (npm, its shell, tsx, then it): its file names it.
    const { pid } = JSON.parse(
      await readFile(join(server.stateDir, 'servers', `${server.apiPort}.json`), 'utf8'),
    ) as RunningServer;
    expect(await serverFiles(server)).toEqual([`${server.apiPort}.json`, `fresh-${pid}`]);

    // A terminal's Ctrl-C: every process of the group gets it, the server more than once through its parents.
    process.kill(-(server.child.pid as number), signal);
    await exitOf(server);
    await pollUntil(`the server ${pid} to exit`, EXITED_WITHIN_MS, () => !isRunning(pid));

    expect(await serverFiles(server)).toEqual([]);
  },
  150_000,
);

test('a server ended by SIGINT while starting leaves no state files', async () => {
  const server = await startLocalServerProcess({ flags: ['--fresh'], ready: false });
  // Its --fresh folder is made before the stores start: the signal comes while they do.
  await pollUntil('its --fresh folder', STARTED_WITHIN_MS, async () =>
    (await serverFiles(server)).includes(`fresh-${server.child.pid}`),
  );

  process.kill(-(server.child.pid as number), 'SIGINT');
  await exitOf(server);

  expect(await serverFiles(server)).toEqual([]);
}, 150_000);

test("a SIGKILLed server's files are left, and the next start on the same state folder clears them", async () => {
  const killed = await startLocalServerProcess({ flags: ['--fresh'] });
  expect(await serverFiles(killed)).toEqual(keptBy(killed));

  process.kill(-(killed.child.pid as number), 'SIGKILL');
  await exitOf(killed);
  expect(await serverFiles(killed)).toEqual(keptBy(killed));

  const next = await startLocalServerProcess({ flags: ['--fresh'], stateDir: killed.stateDir });
  expect(await serverFiles(next)).toEqual(keptBy(next));
}, 150_000);
