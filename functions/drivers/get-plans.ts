import { getMasterRecord } from '#shared/data/master-data';
import { listDriverPlan } from '#shared/data/plans';
import { todayIn } from '#shared/domain/calendar';
import { resourceNotFound } from '#shared/domain/errors';
import { assertActsForDriver } from '#shared/http/auth';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { locationDirectoryFor } from '#shared/master-data/locations';
import { renderDriverPlan } from '#shared/presenters/plan';
import * as routes from '#shared/routes';
import { currentSettings } from '#shared/settings/current-settings';

export const handler = httpHandler(routes.getDriverPlans, async ({ path, query, principal, uri }) => {
  assertActsForDriver(principal, path.driverId);
  const startDate = query.startDate ?? todayIn((await currentSettings()).timeZone);
  const entries = await listDriverPlan(path.driverId, {
    startDate,
    ...(query.endDate && { endDate: query.endDate }),
  });
  // An empty plan is the only case where the driver's existence is in doubt.
  if (entries.length === 0 && !(await getMasterRecord('driver', path.driverId))) {
    throw resourceNotFound(uri);
  }
  const directory = await locationDirectoryFor(entries.flatMap((entry) => entry.move.events));
  return ok(renderDriverPlan(path.driverId, uri, entries, directory));
});
