import type { AccessPattern } from '#shared/data/access-patterns';
import { loaderAccessPatterns } from '#tools/data-file/access-patterns';
import { FEATURE_STORAGE } from './features';

/**
 * Every access pattern of the table, as docs/data-model.md lists them: each
 * feature's, declared beside its keys, then the data-set loader's, which
 * writes them all.
 */
export const accessPatterns = (): AccessPattern[] => [
  ...Object.values(FEATURE_STORAGE).flatMap((feature) => feature.accessPatterns()),
  ...loaderAccessPatterns(),
];
