import {
  type EquipmentUseDerivation,
  type Itinerary,
  LOCATION_KINDS,
  type Location,
  type LocationKind,
} from '#shared/domain/types';
import { equipmentUseDerivation, type TimeZones, timeZonesAt } from '#shared/itinerary-rules/index';
import { getMasterRecords, type MasterRef } from '#shared/master-data/store';

/** The places an itinerary's events name: the zone each is read in, and the locations found, by kind. */
export interface ItineraryPlaces {
  zones: TimeZones;
  locations: Readonly<Record<LocationKind, Readonly<Record<string, Location>>>>;
}

/** The places of `itinerary`'s events, read as sites, yards or cross-docks: one BatchGet, none for no event. */
export async function placesOf(itinerary: Itinerary, tmsTimeZone: string): Promise<ItineraryPlaces> {
  const ids = new Set(itinerary.moves.flatMap((move) => move.events.map((event) => event.site.id)));
  const refs: MasterRef[] = [...ids].flatMap((id) => LOCATION_KINDS.map((kind) => ({ kind, id })));
  const found = refs.length === 0 ? undefined : await getMasterRecords(refs);
  const byKind = Object.fromEntries(
    LOCATION_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        [...ids].flatMap((id) => {
          const location: Location | undefined = found?.get(kind, id);
          return location === undefined ? [] : [[id, location]];
        }),
      ),
    ]),
  ) as Record<LocationKind, Record<string, Location>>;
  return { zones: timeZonesAt(byKind, tmsTimeZone), locations: byKind };
}

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
  return equipmentUseDerivation((await placesOf(itinerary, tmsTimeZone)).zones);
}
