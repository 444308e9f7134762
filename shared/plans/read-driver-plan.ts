import { todayIn } from '#shared/domain/calendar';
import { resourceNotFound } from '#shared/domain/errors';
import type { LocationDirectory } from '#shared/domain/location-directory';
import { assertActsForDriver, type Principal } from '#shared/domain/principal';
import { locationDirectoryFor } from '#shared/master-data/locations';
import { getMasterRecord } from '#shared/master-data/store';
import { currentSettings } from '#shared/settings/current-settings';
import { listDriverPlan, type PlanEntry } from '#shared/shipments/store/plan-entries';

export interface DriverPlanRequest {
  driverId: string;
  /** YYYY-MM-DD; today in the TMS's time zone when left out. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  principal: Principal;
  /** The request's path and query, named by a 404. */
  uri: string;
}

/**
 * GET /drivers/{id}/plans: the driver's planned moves from the start date on
 * (up to the end date), with the locations they name. A driver reads only its own.
 */
export async function readDriverPlan(
  request: DriverPlanRequest,
): Promise<{ entries: PlanEntry[]; directory: LocationDirectory }> {
  assertActsForDriver(request.principal, request.driverId);
  const startDate = request.startDate ?? todayIn((await currentSettings()).timeZone);
  const entries = await listDriverPlan(request.driverId, {
    startDate,
    ...(request.endDate && { endDate: request.endDate }),
  });
  // An empty plan is the only case where the driver's existence is in doubt.
  if (entries.length === 0 && !(await getMasterRecord('driver', request.driverId))) {
    throw resourceNotFound(request.uri);
  }
  const directory = await locationDirectoryFor(entries.flatMap((entry) => entry.move.events));
  return { entries, directory };
}
