import {
  type EquipmentUseDerivation,
  type Itinerary,
  LOCATION_KINDS,
  type Location,
} from '#shared/domain/types';
import { equipmentUseDerivation, timeZonesAt } from '#shared/itinerary-rules/index';
import { getMasterRecords, type MasterRef } from '#shared/master-data/store';

/**
 * The derivation of a shipment's equipment uses with the zones of the places
 * its itinerary names, as the itinerary PUT stores them: a facts change that
 * rewrites or frees them (new equipment, a cancellation) finds the stored ones
 * under the same keys. One BatchGet, none for an empty itinerary.
 */
export async function derivationFor(
  itinerary: Itinerary,
  tmsTimeZone: string,
): Promise<EquipmentUseDerivation> {
  const sites = new Set(itinerary.moves.flatMap((move) => move.events.map((event) => event.site.id)));
  const refs: MasterRef[] = [...sites].flatMap((id) => LOCATION_KINDS.map((kind) => ({ kind, id })));
  const found = refs.length === 0 ? undefined : await getMasterRecords(refs);
  const byKind = Object.fromEntries(
    LOCATION_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        [...sites].flatMap((id) => {
          const location: Location | undefined = found?.get(kind, id);
          return location === undefined ? [] : [[id, location]];
        }),
      ),
    ]),
  ) as Record<(typeof LOCATION_KINDS)[number], Record<string, Location>>;
  return equipmentUseDerivation(timeZonesAt(byKind, tmsTimeZone));
}
