import { join } from 'node:path';

/** The git-ignored folder where the local server keeps its data and token secret. */
export const LOCAL_STATE_DIR = join(process.cwd(), '.tms-local');
