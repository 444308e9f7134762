import { isWriteRoute, probeEvent, probeVerdict } from '#shared/http/deploy-probe';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { handlerOf } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { snapshotTable } from '../../support/table-snapshot';

/**
 * The pre-traffic hook's probe of every route, run on the route's real
 * handler against the store: a working version passes it and the probe
 * changes nothing, so the gate stands in no good deploy's way; the unit tests
 * (test/unit/http/deploy-probe.test.ts) show the same verdict failing a
 * version that crashes or answers 5xx.
 */
beforeAll(async () => {
  await seededStore('small-data.json');
});

test.each(routeList.map((route) => [routeKey(route), route] as const))(
  '%s: a working version passes its probe, and the probe writes nothing',
  async (_, route) => {
    const before = await snapshotTable();
    const handler = await handlerOf(route.id);
    const event = probeEvent(route, new Date());
    const result = await handler(event, localLambdaContext(route.id, event.requestContext.requestId));
    const verdict = probeVerdict(route, { payload: JSON.stringify(result) });
    expect(verdict).toMatchObject({ passed: true });
    if (isWriteRoute(route)) expect(result.statusCode).toBeGreaterThanOrEqual(400);
    expect(await snapshotTable()).toEqual(before);
  },
);
