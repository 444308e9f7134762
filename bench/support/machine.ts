import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

/** What the figures were measured on: they mean little without it. */
export function describeMachine() {
  const [cpu] = cpus();
  return {
    cpuModel: cpu?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    /** The 1, 5 and 15-minute load averages: how busy the machine was with other work. */
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  };
}

/**
 * The commit measured, and whether the work tree differed from it; the results
 * file itself does not count, since each run rewrites it.
 */
export function describeCommit(): { commit: string; uncommittedChanges: boolean } {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    const changes = git('status', '--porcelain', '--', '.', ':(exclude)bench/results.json');
    return { commit: git('rev-parse', 'HEAD'), uncommittedChanges: changes !== '' };
  } catch {
    return { commit: 'unknown', uncommittedChanges: true };
  }
}
