import { createHash } from 'node:crypto';
import type { HttpResult } from './response';

/** A strong entity tag of a body: SHA-256 of its JSON, as the client receives it. */
export const bodyEtag = (body: unknown): string =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;

/** Whether `If-None-Match` names `etag` or is `*` (weak comparison, as RFC 9110 has it for this header). */
export function ifNoneMatchNames(header: string, etag: string): boolean {
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * A conditional GET's answer: a 200 carries a strong `ETag` (the handler's, or
 * one computed from the body it already rendered: no extra read); when
 * `If-None-Match` names it, the answer is 304 with the same `ETag` and no body.
 */
export function conditionalAnswer(result: HttpResult, ifNoneMatch: string | undefined): HttpResult {
  if (result.status !== 200) return result;
  const etag = result.headers?.etag ?? bodyEtag(result.body);
  if (ifNoneMatch !== undefined && ifNoneMatchNames(ifNoneMatch, etag)) {
    return { status: 304, headers: { etag } };
  }
  return { ...result, headers: { ...result.headers, etag } };
}
