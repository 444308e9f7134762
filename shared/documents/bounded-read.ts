import type { Readable } from 'node:stream';
import { permanentFailure } from './failures';

/** `25 MiB` rather than 26214400: limits are set in whole MiB, except in tests. */
function sizeText(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024);
  return Number.isInteger(mebibytes) ? `${mebibytes} MiB` : `${bytes} bytes`;
}

export const pageTooLarge = (maxBytes: number) =>
  permanentFailure(`the page is larger than the ${sizeText(maxBytes)} page limit`);

/**
 * Reads `stream` whole, unless it grows past `maxBytes`: then it is destroyed
 * at once (closing the connection behind it) instead of being read to the end.
 */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw pageTooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}
