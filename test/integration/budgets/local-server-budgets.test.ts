import { type LocalApi, startLocalApi } from '../../support/local-api';

/**
 * The local server (`npm start`) enforces request budgets as a stage does,
 * over HTTP: here a driver's, set low as a stage setting would.
 */
process.env.REQUEST_BUDGETS = 'on';
process.env.DRIVER_BUDGET = '1/2';

let api: LocalApi;

beforeAll(async () => {
  api = await startLocalApi('data/demo.json');
});

afterAll(async () => api.close());

const get = async (token: string) =>
  fetch(`${api.url}/images/types`, { headers: { authorization: `Bearer ${token}` } });

test('a driver past its budget is 429 with Retry-After and the RateLimit fields; a dispatcher is served without them', async () => {
  const driver = await api.token({ role: 'driver', driverId: 'D-2' });
  const served: Response[] = [];
  let answer = await get(driver);
  // Until refused: on a slow machine the bucket refills a little between requests.
  while (answer.status === 200 && served.length < 20) {
    served.push(answer);
    answer = await get(driver);
  }
  expect(served.length).toBeGreaterThanOrEqual(2);
  expect(served[0]!.headers.get('ratelimit-policy')).toBe('"budget";q=2;w=2');
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe('1');
  expect(answer.headers.get('ratelimit')).toMatch(/^"budget";r=0;t=2$/);
  expect(await answer.json()).toMatchObject({ status: 429, description: 'Too Many Requests' });

  const dispatcher = await get(await api.token({ role: 'dispatcher' }));
  expect(dispatcher.status).toBe(200);
  expect(dispatcher.headers.get('ratelimit')).toBeNull();
});
