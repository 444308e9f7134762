import { readFile } from 'node:fs/promises';
import { logger } from '#shared/observability/logger';
import * as z from '#shared/schemas/zod';
import { writeFileWhole } from '#tools/write-file-whole';

/**
 * Where the local event stream has got to, kept in a file so that a new
 * process goes on where the last one stopped, as Lambda's event source mapping
 * goes on from its checkpoint: per shard of one stream, the last sequence
 * number whose page was published or set aside.
 */
export interface StreamCheckpoint {
  streamArn: string;
  shards: Record<string, string>;
}

const checkpointSchema = z.object({
  streamArn: z.string().check(z.minLength(1)),
  shards: z.record(z.string(), z.string().check(z.regex(/^\d{1,40}$/))),
});

/**
 * The checkpoint kept in `file` for `streamArn`; undefined when there is none,
 * or it cannot be read, or it is another stream's (the table was created
 * again): each is said, and the caller starts as without one.
 */
export async function readStreamCheckpoint(
  file: string,
  streamArn: string,
): Promise<StreamCheckpoint | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    logger.warn('stream checkpoint unreadable; reading from the end of the stream', {
      file,
      error: error as Error,
    });
    return undefined;
  }
  const parsed = checkpointSchema.safeParse(safeJson(text));
  if (!parsed.success) {
    logger.warn('stream checkpoint malformed; reading from the end of the stream', { file });
    return undefined;
  }
  if (parsed.data.streamArn !== streamArn) {
    logger.warn(
      'stream checkpoint is of another stream (the table was created again); reading from its end',
      {
        file,
        checkpointed: parsed.data.streamArn,
        streamArn,
      },
    );
    return undefined;
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Written whole: a process killed while writing leaves the previous checkpoint. */
export async function writeStreamCheckpoint(file: string, checkpoint: StreamCheckpoint): Promise<void> {
  await writeFileWhole(file, `${JSON.stringify(checkpoint, null, 2)}\n`);
}
