import { fileKey } from '#shared/documents/request-schemas';
import { documented } from '#shared/schemas/documented';
import { boundedString, identifier } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import { IMPORT_LIMITS } from './data-file-records';

/** POST /imports: the data file to import, named by its drop-bucket key. */
export const importRequest = documented(
  z.object({
    bucket: documented(boundedString(63, 3), { description: 'The drop bucket: imports read no other.' }),
    fileKey: documented(fileKey, {
      description: 'The data file (data-format.md) in the drop bucket, as written.',
    }),
  }),
  { id: 'ImportRequest' },
);

/** POST /imports/uploads: the size of the data file about to be uploaded. */
export const importUploadRequest = documented(
  z.object({
    contentLength: documented(z.int().check(z.minimum(1), z.maximum(IMPORT_LIMITS.maxBytes)), {
      description:
        'The size of the data file in bytes: the upload may be at most this large (100 MB at most).',
    }),
  }),
  { id: 'ImportUploadRequest' },
);

export const importPath = z.object({ importId: identifier });

export type ImportRequest = z.output<typeof importRequest>;
export type ImportUploadRequest = z.output<typeof importUploadRequest>;
