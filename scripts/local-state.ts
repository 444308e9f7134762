import { join, resolve } from 'node:path';

/**
 * The git-ignored folder where the local server keeps its data and token secret:
 * `.tms-local/`, or the folder TMS_LOCAL_STATE_DIR names (so that a test run never touches a developer's).
 */
export const LOCAL_STATE_DIR = process.env.TMS_LOCAL_STATE_DIR
  ? resolve(process.env.TMS_LOCAL_STATE_DIR)
  : join(process.cwd(), '.tms-local');
