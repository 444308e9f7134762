import { execFileSync } from 'node:child_process';

/** How often to look: a dead `npm start` is noticed within this, at no cost worth measuring. */
const CHECK_EVERY_MS = 1_000;

function psField(pid: number, field: 'ppid' | 'pgid'): number | undefined {
  try {
    const value = Number(execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], { encoding: 'utf8' }));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    // No `ps` (Windows), or the process has gone already.
    return undefined;
  }
}

/**
 * The processes that started this one: its parent, and every ancestor in its
 * process group, which is the job a shell started (`npm start`, the shell npm
 * runs the script in, tsx). The shell above the job is not watched: the job is
 * what was started.
 */
function starters(): number[] {
  const group = psField(process.pid, 'pgid');
  const found = [process.ppid];
  for (let pid = process.ppid; pid > 1 && pid !== group && found.length < 16; ) {
    const parent = psField(pid, 'ppid');
    if (parent === undefined || parent <= 1 || psField(parent, 'pgid') !== group) break;
    found.push(parent);
    pid = parent;
  }
  return found;
}

function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Calls `gone` once when a process that started this one has died: `npm
 * start` killed (even with SIGKILL, which npm cannot pass on) leaves no
 * server, JVM or emulator behind. Signals are not enough: npm passes SIGTERM
 * to the shell it started, which dies without passing it further.
 */
export function watchStarters(gone: (pid: number) => void): () => void {
  const parent = process.ppid;
  const watched = starters();
  const timer = setInterval(() => {
    const dead = process.ppid !== parent ? parent : watched.find(isGone);
    if (dead === undefined) return;
    clearInterval(timer);
    gone(dead);
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
