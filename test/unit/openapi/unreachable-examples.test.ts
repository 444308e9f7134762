import { buildApiDocument } from '#tools/openapi/document';
import { typedDocExamples, typeScriptBlocks } from '../../support/doc-examples';

/**
 * Examples are sent as they are (by contract-test tools, the /docs page's
 * "try it out", a developer's copy and paste), so every URL in them names a
 * host that reaches no one: under `.example` (RFC 2606), or this machine.
 */
const URL_IN_TEXT = /https?:\/\/[^\s'"`,)]+/g;
const reachesNoOne = (url: string) => {
  const { hostname } = new URL(url);
  return hostname.endsWith('.example') || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
};

/** Every value under an `example` or `examples` key, at any depth. */
function examplesIn(value: unknown, inExample = false): unknown[] {
  if (value === null || typeof value !== 'object') return inExample ? [value] : [];
  return Object.entries(value).flatMap(([key, child]) =>
    examplesIn(child, inExample || key === 'example' || key === 'examples'),
  );
}

const urlsIn = (texts: readonly unknown[]) =>
  texts.flatMap((text) => JSON.stringify(text ?? null).match(URL_IN_TEXT) ?? []);

test('the API document: every URL of its examples reaches no one', async () => {
  const urls = urlsIn(examplesIn(await buildApiDocument()));
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => !reachesNoOne(url))).toEqual([]);
});

test('docs/*.md: every URL of the request and response examples reaches no one', async () => {
  const urls = urlsIn((await typedDocExamples()).map((example) => example.value));
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => !reachesNoOne(url))).toEqual([]);
});

test("the client's docs: every URL of their TypeScript reaches no one", async () => {
  const blocks = [
    ...(await typeScriptBlocks('docs/client.md')),
    ...(await typeScriptBlocks('client/README.md')),
  ];
  const urls = blocks.flatMap(({ code }) => code.match(URL_IN_TEXT) ?? []);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => !reachesNoOne(url))).toEqual([]);
});

test('the check can fail: a real host is found out', () => {
  expect(urlsIn([{ url: 'https://hooks.example.com/tms' }]).filter((url) => !reachesNoOne(url))).toEqual([
    'https://hooks.example.com/tms',
  ]);
});
