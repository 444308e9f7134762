import { isWriteRoute, probeEvent, probeVerdict } from '#shared/http/deploy-probe';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';

const routes = routeList.map((route) => [routeKey(route), route] as const);
const answer = (statusCode: number) => JSON.stringify({ statusCode, body: '{}' });

describe("every route's pre-traffic gate can fail", () => {
  test.each(routes)('%s: a crash, a timeout or a 5xx of the new version fails its deploy', (_, route) => {
    expect(probeVerdict(route, { functionError: 'Unhandled', payload: '{"errorType":"Error"}' }).passed).toBe(
      false,
    );
    expect(
      probeVerdict(route, { functionError: 'Unhandled', payload: 'Task timed out after 10.00 seconds' })
        .passed,
    ).toBe(false);
    for (const status of [500, 502, 503])
      expect(probeVerdict(route, { payload: answer(status) }).passed).toBe(false);
    expect(probeVerdict(route, { payload: 'not json' }).passed).toBe(false);
  });

  test.each(routes.filter(([, route]) => isWriteRoute(route)))(
    '%s: a write the probe meant to be refused that succeeds fails the deploy',
    (_, route) => {
      expect(probeVerdict(route, { payload: answer(200) }).passed).toBe(false);
      expect(probeVerdict(route, { payload: answer(201) }).passed).toBe(false);
      expect(probeVerdict(route, { payload: answer(400) }).passed).toBe(true);
    },
  );

  test.each(routes)('%s: the probe is a request of the route, with a caller it accepts', (key, route) => {
    const event = probeEvent(route, new Date('2026-11-28T00:00:00Z'));
    expect(event.routeKey).toBe(key);
    expect(event.rawPath).not.toMatch(/[{}]/);
    expect(event.body === undefined).toBe(!isWriteRoute(route));
    expect(Object.keys(event.requestContext.authorizer.jwt.claims).length).toBeGreaterThan(0);
  });
});
