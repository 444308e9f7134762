import { type ArrivalReceiver, startArrivalReceiver } from '../../../bench/support/receiver';

let receiver: ArrivalReceiver<number>;

beforeAll(async () => {
  receiver = await startArrivalReceiver(
    (_request, body) => (JSON.parse(body) as { version: number }).version,
  );
});

afterAll(() => receiver.close());

const post = (version: number) =>
  fetch(receiver.url, { method: 'POST', body: JSON.stringify({ version }) }).then((answer) => answer.status);

test('resolves when each awaited key arrived, in the order asked, each at its first arrival', async () => {
  const waiting = receiver.arrivals('versions 1 and 2', [2, 1], 5_000);
  expect(await post(1)).toBe(200);
  const before = performance.now();
  expect(await post(2)).toBe(200);
  await post(1);
  const [second, first] = await waiting;
  expect(first).toBeLessThan(before);
  expect(second).toBeGreaterThan(first!);
});

test('one that never arrives fails the wait at its deadline, naming only those missing', async () => {
  await post(3);
  const started = Date.now();
  await expect(
    receiver.arrivals('the burst', [3, 4, 5], 200, async (missing) => `missing: ${missing.join(', ')}`),
  ).rejects.toThrow('the burst: nothing more within 0.2 s; missing: 4, 5');
  expect(Date.now() - started).toBeLessThan(2_000);
});

test('a burst slower than the window in all is waited for while each arrival comes within it', async () => {
  const waiting = receiver.arrivals('the slow burst', [6, 7, 8, 9], 400);
  for (const version of [6, 7, 8, 9]) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await post(version);
  }
  const arrivedAt = await waiting;
  expect(arrivedAt.at(-1)! - arrivedAt[0]!).toBeGreaterThan(400);
});
