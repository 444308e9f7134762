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
import { ConflictError, UnprocessableContentError } from '#shared/http/errors';
import { IDEMPOTENCY_KEY_PREFIX } from '#shared/http/idempotency/keys';
import type { HttpResult } from '#shared/http/response';
import { withOwnClaim } from './claim';
import { IDEMPOTENCY_RETENTION_SECONDS, withIdempotencyFence } from './fence';
import { ANSWER_FROM_CURRENT_STATE, idempotencyStore } from './records';

/**
 * The Powertools side of `Idempotency-Key`, loaded by `idempotency.ts` at the
 * first keyed request: a function's cold start does not evaluate it.
 */

export const REPLAYED_HEADER = 'idempotency-replayed';

/** A keyed request as Powertools takes it: `scope` names the record, `body` is checked against the first. */
interface KeyedRequest {
  scope: unknown;
  body: unknown;
}

/**
 * An answer as its record keeps it: the body as the JSON text first sent, since
 * a DynamoDB map keeps no property order and a replay must be the same bytes.
 */
interface KeptAnswer {
  status: number;
  headers?: Record<string, string>;
  bodyJson?: string;
}

type StoredAnswer = KeptAnswer | typeof ANSWER_FROM_CURRENT_STATE;

const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: 'scope',
  payloadValidationJmesPath: 'body',
  throwOnNoIdempotencyKey: true,
  expiresAfterSeconds: IDEMPOTENCY_RETENTION_SECONDS,
  hashFunction: 'sha256',
  // A stored answer comes back wrapped, so that a replay can be told from a first run.
  responseHook: (response) => ({ replayed: response }),
});

const isAnswerFromCurrentState = (
  answer: StoredAnswer | HttpResult,
): answer is typeof ANSWER_FROM_CURRENT_STATE => 'answerFromCurrentState' in answer;

/** Powertools keeps the answer as a DynamoDB map: plain JSON, without undefined values. */
const keptAnswerOf = ({ status, headers, body }: HttpResult): KeptAnswer => ({
  status,
  ...(headers !== undefined && { headers: JSON.parse(JSON.stringify(headers)) as Record<string, string> }),
  ...(body !== undefined && { bodyJson: JSON.stringify(body) }),
});

/**
 * The answer a kept one gives, the first time and every replay alike: its body
 * parsed from the kept text, which serialises to that text again, byte for
 * byte. A record kept before bodies were kept as text holds the body itself.
 */
const answerOf = (kept: KeptAnswer & { body?: unknown }): HttpResult => {
  const { bodyJson, ...answer } = kept;
  return bodyJson === undefined ? answer : { ...answer, body: JSON.parse(bodyJson) };
};

let idempotentRun:
  | ((
      request: KeyedRequest,
      run: () => Promise<HttpResult | typeof ANSWER_FROM_CURRENT_STATE>,
    ) => Promise<StoredAnswer | { replayed: StoredAnswer }>)
  | undefined;

function idempotentRunner() {
  if (idempotentRun === undefined) {
    const store = idempotencyStore(dynamodb);
    idempotentRun = makeIdempotent(
      async (request: KeyedRequest, run: () => Promise<HttpResult | typeof ANSWER_FROM_CURRENT_STATE>) => {
        const answer = await withIdempotencyFence(store.recordKeyOf(request), run);
        return isAnswerFromCurrentState(answer) ? answer : keptAnswerOf(answer);
      },
      {
        persistenceStore: store,
        config: idempotencyConfig,
        keyPrefix: IDEMPOTENCY_KEY_PREFIX,
        dataIndexArgument: 0,
      },
    );
  }
  return idempotentRun;
}

const replayed = (result: HttpResult): HttpResult => ({
  ...result,
  headers: { ...result.headers, [REPLAYED_HEADER]: 'true' },
});

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
 * process died) is answered from the current state by `answerFromCurrentState`,
 * and so is every replay when `keepsAnswer` is false (the record keeps no copy).
 */
export async function runKeyedRequest(
  request: KeyedRequest,
  context: Context,
  run: () => Promise<HttpResult>,
  answerFromCurrentState: (() => Promise<HttpResult>) | undefined,
  keepsAnswer = true,
): Promise<HttpResult> {
  const runner = idempotentRunner();
  idempotencyConfig.registerLambdaContext(context);
  // An answer the record must not keep: the record says "answer from the current state" instead.
  let firstAnswer: HttpResult | undefined;
  const runOnce = async (): Promise<HttpResult | typeof ANSWER_FROM_CURRENT_STATE> => {
    firstAnswer = await run();
    return keepsAnswer ? firstAnswer : ANSWER_FROM_CURRENT_STATE;
  };
  let outcome: StoredAnswer | { replayed: StoredAnswer };
  try {
    outcome = await withOwnClaim(() => runner(request, runOnce));
  } catch (error) {
    throw asHttpError(error);
  }
  if (!('replayed' in outcome)) return isAnswerFromCurrentState(outcome) ? firstAnswer! : answerOf(outcome);
  const answer = outcome.replayed;
  if (!isAnswerFromCurrentState(answer)) return replayed(answerOf(answer));
  if (answerFromCurrentState === undefined) {
    throw new ConflictError(
      'The request with this Idempotency-Key was applied but its answer was lost; read the resource.',
    );
  }
  return replayed(await answerFromCurrentState());
}
