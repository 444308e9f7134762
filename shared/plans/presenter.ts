import { hrefs } from '#shared/domain/hrefs';
import type { LocationDirectory } from '#shared/domain/location-directory';
import { renderEvent, renderPowerUnit } from '#shared/shipments/presenters/itinerary';
import type { PlanEntry } from '#shared/shipments/store/plan-entries';

function renderPlanMove(entry: PlanEntry, directory: LocationDirectory) {
  const { move } = entry;
  const shipment =
    entry.kind === 'shipment-move'
      ? {
          id: entry.shipment.id,
          href: hrefs.shipment(entry.shipment.id),
          orderNumber: entry.shipment.orderNumber,
        }
      : { id: '', href: '', orderNumber: '' };
  return {
    shipment,
    events: move.events.map((event) => renderEvent(event, directory)),
    plannedDate: move.plannedDate,
    powerUnit: renderPowerUnit(move.powerUnit),
    status: move.status,
    hint: move.hint,
  };
}

/** The driver plan resource of the spec; entries come in plan order (date, then time). */
export function renderDriverPlan(
  driverId: string,
  self: string,
  entries: PlanEntry[],
  directory: LocationDirectory,
) {
  return {
    self,
    driver: { id: driverId, href: hrefs.driver(driverId), type: 'driver' as const },
    items: entries.map((entry) => renderPlanMove(entry, directory)),
  };
}
