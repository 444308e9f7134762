import { config } from '#shared/config';
import { InvalidValue } from '#shared/domain/errors';

/**
 * A feed cursor: the stage and the position it resumes after, base64url-encoded
 * so that callers treat it as opaque. The stage in it makes another stage's
 * cursor a 400, not a wrong page.
 */
const VERSION = 'f1';
const POSITION = /^(0|[1-9][0-9]{0,15})$/;

export const cursorOf = (position: number): string =>
  Buffer.from(`${VERSION}:${config.stage}:${position}`, 'utf8').toString('base64url');

const malformed = (reason: string) =>
  new InvalidValue(
    'EventFeedQuery',
    'after',
    `after: ${reason}; pass a position or next from an earlier page.`,
  );

/**
 * A well-formed cursor beyond the last position handed out (another data
 * set's, or made up): 400, since a reader holding it would wait forever.
 */
export const pastTheHead = () => malformed('past the newest event');

/** The position a cursor resumes after; 400 naming `after` when it is not one of this stage's cursors. */
export function positionOf(cursor: string): number {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw malformed('not a feed cursor');
  const [version, stage, position, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  if (version !== VERSION || stage === undefined || position === undefined || rest.length > 0) {
    throw malformed('not a feed cursor');
  }
  if (stage !== config.stage) throw malformed("another deployment's cursor");
  if (!POSITION.test(position) || !Number.isSafeInteger(Number(position)))
    throw malformed('not a feed cursor');
  return Number(position);
}
