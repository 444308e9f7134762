import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FunctionEnvironment } from '../support/bench-store';
import { COLD_START_MARKER, type ColdStartSample } from './sample';

const run = promisify(execFile);

/**
 * Starts a fresh Node process that loads `bundle` and serves event `index` of
 * `eventsFile`, with only the function's environment (as Lambda hands it) and
 * source maps on, as the stack's NODE_OPTIONS sets them.
 */
export async function coldStart(
  runner: string,
  bundle: string,
  eventsFile: string,
  index: number,
  environment: FunctionEnvironment,
): Promise<ColdStartSample> {
  const { stdout } = await run(process.execPath, [runner, bundle, eventsFile, String(index)], {
    env: { ...environment, PATH: process.env.PATH ?? '' },
    timeout: 30_000,
  });
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(COLD_START_MARKER));
  if (line === undefined) throw new Error(`${bundle} reported nothing:\n${stdout}`);
  const sample = JSON.parse(line.slice(COLD_START_MARKER.length)) as ColdStartSample;
  if (!sample.succeeded) throw new Error(`${bundle} failed its first request:\n${stdout}`);
  return sample;
}
