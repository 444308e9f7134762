import { httpCall } from '../../support/http-call';
import { type LocalApi, startLocalApi } from '../../support/local-api';
import { type PrismProxy, startPrismProxy, violationsOf } from './support/prism-proxy';
import { statusCases, type Target } from './support/status-cases';

/**
 * Stoplight Prism as a validating proxy in front of the local server, over
 * the requests of the contract test: every operation, every status it can be
 * made to answer, 304s included (but those sent straight to the server: Prism
 * would refuse, rewrite or choke on them itself). Prism checks each answer against the
 * API document: none may violate it. The requests meant to be refused do
 * violate it, on purpose; those violations are the request's, not the answer's.
 */

process.env.ALLOW_LOOPBACK_URLS = 'true';

const cases = statusCases().filter((statusCase) => !statusCase.direct);
let api: LocalApi;
let prism: PrismProxy;
let target: Target;

beforeAll(async () => {
  api = await startLocalApi();
  prism = await startPrismProxy(api.url);
  target = { base: prism.url, serverPort: api.port, token: (subject) => api.token(subject) };
}, 90_000);

afterAll(async () => {
  await prism?.close();
  await api?.close();
});

test('Prism does check: a request outside the document is reported, as the request’s violation', async () => {
  const token = await api.token({ role: 'dispatcher' });
  const answer = await httpCall(prism.url, 'GET', '/shipments?limit=0', { token });
  expect(answer.status).toBe(400);
  expect(violationsOf(answer.headers)).toEqual([
    expect.objectContaining({ location: ['request', 'query', 'limit'] }),
  ]);
});

test.each(cases.map((c) => [c.operation, c.status, c.how, c] as const))(
  '%s answers %d to %s, and Prism finds nothing wrong with the answer',
  async (_, status, __, statusCase) => {
    const { answer } = await statusCase.send(target);
    expect(`${answer.status} ${answer.text.slice(0, 300)}`).toMatch(new RegExp(`^${status} `));
    const answerViolations = violationsOf(answer.headers).filter(({ location }) => location[0] !== 'request');
    expect(answerViolations).toEqual([]);
  },
);
