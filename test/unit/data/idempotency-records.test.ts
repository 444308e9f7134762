import { IdempotencyConfig, IdempotencyItemAlreadyExistsError } from '@aws-lambda-powertools/idempotency';
import type { IdempotencyRecord } from '@aws-lambda-powertools/idempotency/persistence';
import { type AttributeValue, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { withOwnClaim } from '#shared/http/idempotency/claim';
import { ANSWER_FROM_CURRENT_STATE, SingleTableIdempotencyStore } from '#shared/http/idempotency/records';

/**
 * The store's own behaviour around Powertools' (docs/api-behaviour.md, Safe
 * retries), against a client that answers from a map instead of DynamoDB.
 */
type Sent = { command: string; input: Record<string, unknown> };

function fakeClient(item: Record<string, AttributeValue> | undefined) {
  const client = new DynamoDBClient({
    region: 'local',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const sent: Sent[] = [];
  client.middlewareStack.add(
    (_next, context) => async (args) => {
      sent.push({ command: context.commandName ?? '', input: args.input as Record<string, unknown> });
      const output = context.commandName === 'GetItemCommand' ? { Item: item } : {};
      return { output: { ...output, $metadata: {} }, response: {} };
    },
    { step: 'initialize', name: 'fakeDynamoDb' },
  );
  return { client, sent };
}

const payload = { scope: { caller: 'a', method: 'PUT', path: '/x', key: 'k' }, body: { n: 1 } };
const nowSeconds = () => Math.floor(Date.now() / 1000);

function storeWith(item: Record<string, AttributeValue> | undefined) {
  const { client, sent } = fakeClient(item);
  const store = new SingleTableIdempotencyStore(client, 'table');
  store.configure({
    config: new IdempotencyConfig({
      eventKeyJmesPath: 'scope',
      payloadValidationJmesPath: 'body',
      hashFunction: 'sha256',
    }),
    keyPrefix: 'IDEMPOTENCY',
  });
  return { store, sent };
}

test('records are keyed pk = IDEMPOTENCY#<hash>, sk = IDEMPOTENCY', () => {
  const { store } = storeWith(undefined);
  expect(store.recordKeyOf(payload)).toEqual({
    pk: expect.stringMatching(/^IDEMPOTENCY#.{44}$/),
    sk: 'IDEMPOTENCY',
  });
});

test('an unknown key is read, then claimed', async () => {
  const { store, sent } = storeWith(undefined);
  await withOwnClaim(() => store.saveInProgress(payload, 10_000));
  expect(sent.map((call) => call.command)).toEqual(['GetItemCommand', 'PutItemCommand']);
});

test('a completed record is handed back from the read, without a write', async () => {
  const { store, sent } = storeWith({
    status: { S: 'COMPLETED' },
    expiresAtEpoch: { N: String(nowSeconds() + 3600) },
    data: { M: { status: { N: '200' }, body: { M: { ok: { BOOL: true } } } } },
  });
  const claim = withOwnClaim(() => store.saveInProgress(payload, 10_000));
  await expect(claim).rejects.toBeInstanceOf(IdempotencyItemAlreadyExistsError);
  const existing = (await claim.catch((error: IdempotencyItemAlreadyExistsError) => error.existingRecord)) as
    | IdempotencyRecord
    | undefined;
  expect(existing?.getResponse()).toEqual({ status: 200, body: { ok: true } });
  expect(sent.map((call) => call.command)).toEqual(['GetItemCommand']);
});

test('a committed record whose answer was lost is answered from the current state', async () => {
  const { store } = storeWith({
    status: { S: 'INPROGRESS' },
    expiresAtEpoch: { N: String(nowSeconds() + 3600) },
    inProgressExpiresAt: { N: String(Date.now() - 1) },
    committedAt: { S: new Date().toISOString() },
  });
  const error = await withOwnClaim(() => store.saveInProgress(payload, 10_000)).catch(
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(IdempotencyItemAlreadyExistsError);
  expect((error as IdempotencyItemAlreadyExistsError).existingRecord?.getResponse()).toEqual(
    ANSWER_FROM_CURRENT_STATE,
  );
});

test('an expired in-progress claim without a commit is claimed again', async () => {
  const { store, sent } = storeWith({
    status: { S: 'INPROGRESS' },
    expiresAtEpoch: { N: String(nowSeconds() + 3600) },
    inProgressExpiresAt: { N: String(Date.now() - 1) },
  });
  await withOwnClaim(() => store.saveInProgress(payload, 10_000));
  expect(sent.map((call) => call.command)).toEqual(['GetItemCommand', 'PutItemCommand']);
});

test('an answer too large for the item is stored as "answer from the current state"', async () => {
  const { store, sent } = storeWith(undefined);
  await store.saveSuccess(payload, { status: 200, body: 'x'.repeat(400 * 1024) });
  const update = sent.find((call) => call.command === 'UpdateItemCommand')!;
  const values = update.input.ExpressionAttributeValues as Record<string, AttributeValue>;
  expect(values[':response_data']).toEqual({ M: { answerFromCurrentState: { BOOL: true } } });
});

test('a refusal frees the key only while its own claim holds it and no change committed under it', async () => {
  const { store, sent } = storeWith(undefined);
  await withOwnClaim(async () => {
    await store.saveInProgress(payload, 10_000);
    await store.deleteRecord(payload);
  });
  const [, claim, release] = sent;
  const token = (claim!.input.Item as Record<string, AttributeValue>).claimToken;
  expect(token?.S).toMatch(/^[0-9a-f-]{36}$/);
  expect(release).toMatchObject({
    command: 'DeleteItemCommand',
    input: {
      ConditionExpression: '#claim = :claim AND attribute_not_exists(#committedAt)',
      ExpressionAttributeValues: { ':claim': token },
    },
  });
});

test('each request claims with a token of its own', async () => {
  const { store, sent } = storeWith(undefined);
  await withOwnClaim(() => store.saveInProgress(payload, 10_000));
  await withOwnClaim(() => store.saveInProgress(payload, 10_000));
  const tokens = sent
    .filter((call) => call.command === 'PutItemCommand')
    .map((call) => (call.input.Item as Record<string, AttributeValue>).claimToken?.S);
  expect(new Set(tokens).size).toBe(2);
});
