import { BadRequestError } from '#shared/http/errors';

/**
 * Whether a request target is in origin form (`/path?query`), the only form
 * API Gateway passes on: not absolute form (`http://host/path`), not `*`, and
 * not a path a URL parser reads as another host (`//evil.com/x`, `/\evil.com/x`).
 */
export function isOriginForm(target: string): boolean {
  const path = target.split('?', 1)[0] ?? '';
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** The request target as a URL of this server; any other form is refused, not served as one of its paths. */
export function requestTarget(rawUrl = ''): URL {
  if (!isOriginForm(rawUrl)) {
    throw new BadRequestError('The request target must be a path starting with a single "/".');
  }
  try {
    return new URL(rawUrl, 'http://localhost');
  } catch {
    throw new BadRequestError('The request target is not a valid URL.');
  }
}
