import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { readDriverPlan } from '#shared/plans/read-driver-plan';
import { renderDriverPlan } from '#shared/presenters/plan';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getDriverPlans, async ({ path, query, principal, uri }) => {
  const { driverId } = path;
  const { entries, directory } = await readDriverPlan({ driverId, ...query, principal, uri });
  return ok(renderDriverPlan(driverId, uri, entries, directory));
});
