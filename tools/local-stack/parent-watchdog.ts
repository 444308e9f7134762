import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * A shell that waits for end-of-file on a pipe only this process writes to,
 * which comes when this process is gone, however it went, then kills the
 * child. Ctrl-C and a closed terminal leave it waiting: this process stops the
 * child itself then.
 */
const WATCHDOG_SCRIPT = `trap '' INT HUP; read _; kill -9 "$1" 2>/dev/null`;

/**
 * Ends child process `pid` with this process, even when this process is
 * killed with SIGKILL, which runs no exit handler: without it, a JVM outlives
 * the server, re-parented to init, and keeps its port. Call the returned
 * function once the child has ended, so that its pid is never killed later.
 * No-op where there is no POSIX shell (Windows).
 */
export function endWithThisProcess(pid: number): () => void {
  if (process.platform === 'win32') return () => {};
  const watchdog = spawn('sh', ['-c', WATCHDOG_SCRIPT, 'watchdog', String(pid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  // Neither the watchdog nor its pipe keeps this process alive.
  watchdog.unref();
  (watchdog.stdin as Socket).unref();
  watchdog.on('error', () => {
    // No shell: the exit handler still ends the child on every exit but SIGKILL.
  });
  return () => {
    watchdog.kill('SIGKILL');
  };
}
