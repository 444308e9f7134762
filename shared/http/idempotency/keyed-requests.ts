import { derivedId } from '#shared/domain/derived-id';
import type { Principal } from '#shared/domain/principal';
import { InvalidPropertyError } from '#shared/http/errors';
import type { HttpResult } from '#shared/http/response';
import * as z from '#shared/schemas/zod';
import type * as PowertoolsIdempotency from './powertools-idempotency';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 1 to 255 printable ASCII characters (space to `~`). */
export const idempotencyKey = z
  .string()
  .check(
    z.minLength(1, 'expected 1 to 255 characters'),
    z.maxLength(255, 'expected 1 to 255 characters'),
    z.regex(/^[\x20-\x7e]*$/, 'expected printable ASCII characters only'),
  );

/**
 * What a keyed request is known by: the caller, by its kind and id (a
 * person's token subject, a client's id: a person whose subject equals a
 * client id is another caller), method, path and key.
 */
export interface IdempotencyScope {
  callerKind: 'person' | 'client';
  caller: string;
  method: string;
  path: string;
  key: string;
}

/** A keyed request: its scope names the record, its body must match the first one's. */
export interface KeyedRequest {
  scope: IdempotencyScope;
  body: unknown;
}

/**
 * The keyed request of an event, when it carries `Idempotency-Key`; a key that
 * is not 1-255 printable ASCII characters is a 400 naming the header.
 */
export function keyedRequestOf(
  headers: Record<string, string | undefined>,
  principal: Principal,
  method: string,
  path: string,
  body: unknown,
): KeyedRequest | undefined {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  const parsed = z.safeParse(idempotencyKey, key);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'invalid';
    throw new InvalidPropertyError(
      'headers',
      'Idempotency-Key',
      `Invalid value for 'Idempotency-Key': ${reason}.`,
      [{ path: 'Idempotency-Key', message: reason }],
    );
  }
  const callerKind = principal.role === 'client' ? 'client' : 'person';
  return { scope: { callerKind, caller: principal.subject, method, path, key }, body };
}

/**
 * An id for what a keyed request creates, the same for every retry of it: a
 * run after the first one's process died finds what the first one made
 * instead of making it again. UUID-shaped (version 8, from SHA-256 of the scope).
 */
export function createdResourceIdOf(scope: IdempotencyScope): string {
  return derivedId([scope.callerKind, scope.caller, scope.method, scope.path, scope.key]);
}

/**
 * Runs a keyed request once: `runKeyedRequest` of `powertools-idempotency.ts`,
 * which says what is kept, replayed and refused, loaded at the first keyed
 * request so that no cold start pays for Powertools Idempotency.
 */
export async function runIdempotently(
  ...request: Parameters<typeof PowertoolsIdempotency.runKeyedRequest>
): Promise<HttpResult> {
  const { runKeyedRequest } = await import('./powertools-idempotency');
  return runKeyedRequest(...request);
}

/** What an idempotent route's handler passes to `httpHandler` (see HandlerOptions). */
export const idempotency = { keyedRequestOf, createdResourceIdOf, run: runIdempotently };
export type Idempotency = typeof idempotency;
