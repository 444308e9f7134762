import { IdempotencyConfig, IdempotencyItemAlreadyExistsError } from '@aws-lambda-powertools/idempotency';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DYNAMODB_LOCAL_CREDENTIALS } from '#shared/aws/local-credentials';
import { BOUNDED_RETRIES } from '#shared/aws/timeouts';
import { config } from '#shared/config';
import { withOwnClaim } from '#shared/http/idempotency/claim';
import { SingleTableIdempotencyStore } from '#shared/http/idempotency/records';
import { slowAnswersProxy } from '../../support/slow-answers-proxy';
import { createTestTable } from '../../support/table';

/**
 * The claim of a new key against a store whose answer comes after the SDK's
 * own request timeout, through a proxy in front of DynamoDB Local: the real
 * SDK times the attempt out and retries it, and the retry meets the claim the
 * first attempt made.
 */
const REQUEST_TIMEOUT_MS = 300;

beforeAll(async () => {
  await createTestTable();
});

function storeBehind(endpoint: string) {
  const client = new DynamoDBClient({
    region: config.region,
    endpoint,
    credentials: DYNAMODB_LOCAL_CREDENTIALS,
    ...BOUNDED_RETRIES,
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true },
  });
  const store = new SingleTableIdempotencyStore(client, config.tableName);
  store.configure({
    config: new IdempotencyConfig({ eventKeyJmesPath: 'scope', payloadValidationJmesPath: 'body' }),
    keyPrefix: 'IDEMPOTENCY',
  });
  return { client, store };
}

test('the claim answered after the timeout is the retry’s own: acquired, and held against another request', async () => {
  const proxy = await slowAnswersProxy(config.dynamodbEndpoint!, {
    requestIncludes: 'DynamoDB_20120810.PutItem',
    delayMs: REQUEST_TIMEOUT_MS * 3,
    times: 1,
  });
  const { client, store } = storeBehind(proxy.url);
  const request = {
    scope: { callerKind: 'person', caller: 'a', method: 'PUT', path: '/x', key: `${Date.now()}` },
  };
  try {
    await expect(withOwnClaim(() => store.saveInProgress(request, 10_000))).resolves.toBeUndefined();
    await expect(withOwnClaim(() => store.saveInProgress(request, 10_000))).rejects.toBeInstanceOf(
      IdempotencyItemAlreadyExistsError,
    );
  } finally {
    client.destroy();
    await proxy.close();
  }
});
