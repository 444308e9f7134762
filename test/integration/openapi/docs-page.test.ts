import { buildApiDocument } from '#tools/openapi/document';
import { type LocalApi, startLocalApi } from '../../support/local-api';

let api: LocalApi;

beforeAll(async () => {
  api = await startLocalApi('test/fixtures/small-data.json');
});

afterAll(() => api.close());

const get = (path: string) => fetch(`${api.url}${path}`);

test('serves the API document without a token', async () => {
  const response = await get('/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(JSON.parse(JSON.stringify(await buildApiDocument())));
});

test('serves the docs page and every file it loads from this server, without a token', async () => {
  for (const path of ['/docs', '/docs/']) {
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    // Offline: nothing is loaded from another host.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(
      expect.arrayContaining(['/docs/swagger-ui-bundle.js', '/docs/swagger-initializer.js']),
    );
    for (const asset of assets)
      expect({ asset, status: (await get(asset)).status }).toEqual({ asset, status: 200 });
  }
});

test('the page reads the document from this server and keeps the bearer token it is given', async () => {
  const initializer = await (await get('/docs/swagger-initializer.js')).text();
  expect(initializer).toContain("url: '/openapi.json'");
  expect(initializer).toContain('persistAuthorization: true');
});

test('the API itself still needs a token', async () => {
  expect((await get('/shipments')).status).toBe(401);
});
