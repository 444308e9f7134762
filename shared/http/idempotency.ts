import { createHash } from 'node:crypto';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyInconsistentStateError,
  IdempotencyPersistenceLayerError,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import { dynamodb } from '#shared/aws/dynamodb';
import { IDEMPOTENCY_RETENTION_SECONDS, withIdempotencyFence } from '#shared/data/idempotency-fence';
import {
  type ANSWER_FROM_CURRENT_STATE,
  IDEMPOTENCY_PREFIX,
  idempotencyStore,
} from '#shared/data/idempotency-records';
import * as z from '#shared/schemas/zod';
import type { Principal } from './auth';
import { ConflictError, InvalidPropertyError, UnprocessableContentError } from './errors';
import type { HttpResult } from './response';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotency-replayed';

/** 1 to 255 printable ASCII characters (space to `~`). */
export const idempotencyKey = z
  .string()
  .check(
    z.minLength(1, 'expected 1 to 255 characters'),
    z.maxLength(255, 'expected 1 to 255 characters'),
    z.regex(/^[\x20-\x7e]*$/, 'expected printable ASCII characters only'),
  );

/** What a keyed request is known by: the caller (token subject), method, path and key. */
export interface IdempotencyScope {
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
  return { scope: { caller: principal.subject, method, path, key }, body };
}

/**
 * An id for what a keyed request creates, the same for every retry of it: a
 * run after the first one's process died finds what the first one made
 * instead of making it again. UUID-shaped (version 8, from SHA-256 of the scope).
 */
export function keyedEffectId(scope: IdempotencyScope): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([scope.caller, scope.method, scope.path, scope.key]))
    .digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type StoredAnswer = HttpResult | typeof ANSWER_FROM_CURRENT_STATE;

const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: 'scope',
  payloadValidationJmesPath: 'body',
  throwOnNoIdempotencyKey: true,
  expiresAfterSeconds: IDEMPOTENCY_RETENTION_SECONDS,
  hashFunction: 'sha256',
  // A stored answer comes back wrapped, so that a replay can be told from a first run.
  responseHook: (response) => ({ replayed: response }),
});

/** Powertools keeps the answer as a DynamoDB map: plain JSON, without undefined values. */
const asStoredJson = (result: HttpResult): HttpResult => JSON.parse(JSON.stringify(result)) as HttpResult;

let keyedRun:
  | ((
      request: KeyedRequest,
      run: () => Promise<HttpResult>,
    ) => Promise<HttpResult | { replayed: StoredAnswer }>)
  | undefined;

function idempotentRunner() {
  if (keyedRun === undefined) {
    const store = idempotencyStore(dynamodb);
    keyedRun = makeIdempotent(
      async (request: KeyedRequest, run: () => Promise<HttpResult>) =>
        asStoredJson(await withIdempotencyFence(store.recordKeyOf(request), run)),
      {
        persistenceStore: store,
        config: idempotencyConfig,
        keyPrefix: IDEMPOTENCY_PREFIX,
        dataIndexArgument: 0,
      },
    );
  }
  return keyedRun;
}

const replayed = (result: HttpResult): HttpResult => ({
  ...result,
  headers: { ...result.headers, [REPLAYED_HEADER]: 'true' },
});

const isAnswerFromCurrentState = (answer: StoredAnswer): answer is typeof ANSWER_FROM_CURRENT_STATE =>
  'answerFromCurrentState' in answer;

/** Powertools' refusals as the API states them (docs/api-behaviour.md, Safe retries). */
function asHttpError(error: unknown): unknown {
  if (error instanceof IdempotencyValidationError) {
    return new UnprocessableContentError(
      'This Idempotency-Key was already used with a different request body; use a new key for a new request.',
    );
  }
  if (
    error instanceof IdempotencyAlreadyInProgressError ||
    error instanceof IdempotencyInconsistentStateError
  ) {
    return new ConflictError('A request with this Idempotency-Key is still in progress; retry in a moment.');
  }
  // The store's own failure (unavailable, throttled) is mapped like any other of the store's.
  if (error instanceof IdempotencyPersistenceLayerError && error.cause !== undefined) return error.cause;
  return error;
}

/**
 * Runs a keyed request once (Powertools Idempotency on the table): the first
 * answer below 400 is kept for 24 h and replayed, marked `Idempotency-Replayed`;
 * a refusal is not kept; the same key with another body is a 422, and with the
 * first still running a 409. A change committed whose answer was lost (its
 * process died) is answered from the current state by `answerFromCurrentState`.
 */
export async function runIdempotently(
  request: KeyedRequest,
  context: Context,
  run: () => Promise<HttpResult>,
  answerFromCurrentState: (() => Promise<HttpResult>) | undefined,
): Promise<HttpResult> {
  const runner = idempotentRunner();
  idempotencyConfig.registerLambdaContext(context);
  let outcome: HttpResult | { replayed: StoredAnswer };
  try {
    outcome = await runner(request, run);
  } catch (error) {
    throw asHttpError(error);
  }
  if (!('replayed' in outcome)) return outcome;
  const answer = outcome.replayed;
  if (!isAnswerFromCurrentState(answer)) return replayed(answer);
  if (answerFromCurrentState === undefined) {
    throw new ConflictError(
      'The request with this Idempotency-Key was applied but its answer was lost; read the resource.',
    );
  }
  return replayed(await answerFromCurrentState());
}

/** What an idempotent route's handler passes to `httpHandler` (see HandlerOptions). */
export const idempotency = { keyedRequestOf, keyedEffectId, run: runIdempotently };
export type Idempotency = typeof idempotency;
