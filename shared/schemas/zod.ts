/**
 * zod as the service uses it: the `zod/mini` build, whose schemas a function
 * builds and loads several times faster than classic zod's (docs/performance.md),
 * with English issue messages: zod/mini loads no locale by itself, and error
 * bodies quote the messages. Import zod from here, never from the package.
 */

import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
