import { described, documented } from '#shared/schemas/documented';
import { optionalDateTime } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import { RECORD_LISTS } from './data-file-records';
import type { ImportStatus } from './store';

const kindCounts = z.object({ created: z.int(), updated: z.int(), unchanged: z.int(), refused: z.int() });

export const importStatus = documented(
  z.object({
    id: z.string(),
    self: z.string(),
    status: z.enum(['pending', 'running', 'completed', 'failed'] satisfies ImportStatus[]),
    reason: described(
      z.string(),
      'Why the import failed (the file is not a data file, too large, ...); empty otherwise.',
    ),
    bucket: z.string(),
    fileKey: z.string(),
    counts: described(
      z.partialRecord(z.enum(RECORD_LISTS), kindCounts),
      'Per list of the data file (`customers`, `shipments`, ...): its records created, updated, left unchanged and refused so far.',
    ),
    refusals: described(
      z.array(z.object({ kind: z.enum(RECORD_LISTS), id: z.string(), path: z.string(), reason: z.string() })),
      'The refused records, in file order, the first 1,000: `path` is where the problem is in the file.',
    ),
    createdAt: optionalDateTime,
    completedAt: described(optionalDateTime, 'When the import ended; empty until then.'),
  }),
  { id: 'ImportStatus' },
);

export const importAccepted = documented(
  z.object({ id: z.string(), self: z.string(), status: z.literal('pending') }),
  { id: 'ImportAccepted' },
);
