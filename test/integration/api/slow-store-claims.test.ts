import { invoke } from '../../support/invoke';
import { newKey } from '../../support/keyed-requests';
import { seededStore } from '../../support/seed';
import { lateDynamoDbAnswers } from '../../support/store-faults';

/**
 * A slow store (docs/api-behaviour.md, Safe retries): the claim of a new key
 * lands, but its answer comes after the SDK's timeout, and the SDK retries it.
 */
beforeAll(async () => {
  await seededStore('small-data.json');
});

const getItinerary = () => invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });

const putItinerary = (
  // biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited freely, as a client would
  body: any,
  key: string,
) =>
  invoke('putItinerary', {
    pathParameters: { shipmentId: '1001' },
    body,
    headers: { 'idempotency-key': key },
  });

async function editedItinerary(note: string) {
  const current = await getItinerary();
  current.body.moves[0].events[0].note = note;
  return current.body;
}

const versionOf = async () => Number(JSON.parse((await getItinerary()).headers.etag ?? '0'));

/** The claim of the next keyed request answers late `attempts` times. */
const lateClaims = (attempts: number) =>
  lateDynamoDbAnswers('PutItemCommand', { keyPrefix: 'IDEMPOTENCY#', times: attempts });

test('a claim whose first answer came after the timeout is known by its retry as its own: no 409, applied once', async () => {
  for (let round = 0; round < 3; round++) {
    const key = newKey();
    const body = await editedItinerary(`slow claim ${key}`);
    const version = await versionOf();
    const fault = lateClaims(1);
    let first: Awaited<ReturnType<typeof putItinerary>>;
    try {
      first = await putItinerary(body, key);
    } finally {
      fault.remove();
    }
    expect(first.status).toBe(200);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(await versionOf()).toBe(version + 1);
    const retry = await putItinerary(body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await versionOf()).toBe(version + 1);
  }
});

test('a claim that never got an answer is released once the store answers: the retry runs at once, once', async () => {
  const key = newKey();
  const body = await editedItinerary(`lost claim ${key}`);
  const version = await versionOf();
  // Every attempt of the claim answers late: the request fails, its claim (which landed) is released.
  const fault = lateClaims(3);
  let failed: Awaited<ReturnType<typeof putItinerary>>;
  try {
    failed = await putItinerary(body, key);
  } finally {
    fault.remove();
  }
  expect(failed.status).toBe(503);
  expect(await versionOf()).toBe(version);
  const retry = await putItinerary(body, key);
  expect(retry.status).toBe(200);
  expect(retry.headers['idempotency-replayed']).toBeUndefined();
  expect(await versionOf()).toBe(version + 1);
});
