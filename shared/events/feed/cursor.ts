import * as z from '#shared/schemas/zod';

/**
 * Where a reader of the event feed stands: after `position`, which became
 * visible at `writtenAt` (epoch ms, what retention counts from), on `stage`.
 * On the wire it is opaque: the base64url of its JSON, read back strictly.
 */
export interface FeedCursor {
  stage: string;
  position: number;
  writtenAt: number;
}

const wire = z.strictObject({
  s: z.string().check(z.minLength(1), z.maxLength(64)),
  p: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  t: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
});

const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

export function encodeFeedCursor(cursor: FeedCursor): string {
  const json = JSON.stringify({ s: cursor.stage, p: cursor.position, t: cursor.writtenAt });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/**
 * The cursor a text names, or undefined when it is not one this service wrote
 * for `stage`: not base64url, not the exact JSON shape, or written in another
 * form than the one encodeFeedCursor writes (so an edited cursor is refused).
 */
export function decodeFeedCursor(text: string, stage: string): FeedCursor | undefined {
  if (!BASE64URL.test(text)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = z.safeParse(wire, json);
  if (!parsed.success || parsed.data.s !== stage) return undefined;
  const cursor = { stage, position: parsed.data.p, writtenAt: parsed.data.t };
  return encodeFeedCursor(cursor) === text ? cursor : undefined;
}
