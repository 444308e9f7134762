import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { renderDriverPlan } from '#shared/plans/presenter';
import { readDriverPlan } from '#shared/plans/read-driver-plan';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getDriverPlans, async ({ path, query, principal, uri }) => {
  const { driverId } = path;
  const { entries, directory } = await readDriverPlan({ driverId, ...query, principal, uri });
  return ok(renderDriverPlan(driverId, uri, entries, directory));
});
