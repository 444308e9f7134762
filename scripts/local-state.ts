import { join, resolve } from 'node:path';
import { UsageError } from '#tools/integrations/client-admin';

/**
 * The git-ignored folder where the local server keeps its data and token secret:
 * `.tms-local/`, or the folder TMS_LOCAL_STATE_DIR names (so that a test run never touches a developer's).
 */
export const LOCAL_STATE_DIR = process.env.TMS_LOCAL_STATE_DIR
  ? resolve(process.env.TMS_LOCAL_STATE_DIR)
  : join(process.cwd(), '.tms-local');

/** What the local server names its table and buckets (the stacks' generated names stand in for these in AWS). */
export const LOCAL_NAMES = {
  table: 'tms-local',
  documentsBucket: 'tms-documents',
  dropBucket: 'tms-drop',
  /** Where the local event stream sets aside a change it could not publish (the API stack's set-aside bucket). */
  setAsideBucket: 'tms-set-aside',
};

/** Attempts the local event stream gives a change before setting it aside (1 s apart). */
export const LOCAL_STREAM_ATTEMPTS = 10;

/** The local event stream's checkpoint, in a server's state folder: the next start resumes after it. */
export const localStreamCheckpoint = (stateDir: string) => join(stateDir, 'event-stream-checkpoint.json');

/** A command's `--port`: the local server it acts on, by the port its API listens on. */
export function serverPort(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new UsageError(`--port must be the port a local server listens on (1-65535), not "${value}".`);
  }
  return port;
}
