import { locationKindsFor } from '#shared/domain/location-kinds';
import { type Itinerary, LOCATION_KINDS, type LocationKind, type Move } from '#shared/domain/types';
import { LOCATION_NOUNS } from '#shared/itinerary-rules/index';
import { getMasterRecords, type MasterKind } from '#shared/master-data/store';
import type { ItineraryPlaces } from '#shared/shipments/facts/derivation';
import {
  assertUsable,
  factsReferencesOf,
  type NamedReference,
  type ReferenceLookup,
} from '#shared/shipments/facts/references';
import type { ShipmentBody } from '#shared/shipments/schemas/shipment-request';

/** What a created shipment's moves name, once its places are read: `assertMovesUsable` refuses the first unusable one. */
export interface ImportReferences {
  assertMovesUsable(places: ItineraryPlaces): void;
}

/**
 * The records a data file's shipment names, read in one BatchGet alongside
 * the shipment's own read (docs/intake.md, Bulk imports). Its facts'
 * customer, sites and equipment are asserted here, as the facts PUT asserts
 * them. Its moves' drivers, carriers and tractors are asserted only when the
 * shipment is created (an existing shipment's moves are never taken from the
 * file), with its events' places, in the order the file writes them: the
 * first that does not exist or is retired is a 400 naming its path in the
 * file (`moves[2].driver.id`).
 */
export async function readImportReferences(
  body: ShipmentBody,
  itinerary: Itinerary,
): Promise<ImportReferences> {
  const facts = factsReferencesOf(body);
  const found = await getMasterRecords([...facts, ...itinerary.moves.flatMap(assignmentsOf)]);
  assertUsable(facts, found);
  return {
    assertMovesUsable(places) {
      const lookup: ReferenceLookup = {
        get: (kind, id) => (isLocationKind(kind) ? locationIn(places, kind, id) : found.get(kind, id)),
      };
      assertUsable(moveReferencesOf(itinerary, places), lookup);
    },
  };
}

/** A location read by `placesOf`: its own entry only (an id such as `constructor` names no record). */
const locationIn = (places: ItineraryPlaces, kind: LocationKind, id: string) =>
  Object.hasOwn(places.locations[kind], id) ? places.locations[kind][id] : undefined;

const isLocationKind = (kind: MasterKind): kind is LocationKind =>
  (LOCATION_KINDS as readonly string[]).includes(kind);

/** A move's driver or carrier and its tractor: '' (not routed, no tractor) names nothing. */
function assignmentsOf(move: Move, m: number): NamedReference[] {
  const { type, id } = move.driver;
  const assignee: NamedReference[] =
    type === 'not routed' || id === ''
      ? []
      : [{ kind: type, id, field: `moves[${m}].driver.id`, noun: type === 'driver' ? 'Driver' : 'Carrier' }];
  const tractor: NamedReference[] =
    move.powerUnit.id === ''
      ? []
      : [{ kind: 'tractor', id: move.powerUnit.id, field: `moves[${m}].powerUnit.id`, noun: 'Tractor' }];
  return [...assignee, ...tractor];
}

/**
 * Everything each move names, in file order: its assignee, its tractor, then
 * each event's place, read as the kind its event type names (as the rules
 * read it) or else any kind that has it; one no kind has is a "Location".
 */
function moveReferencesOf(itinerary: Itinerary, places: ItineraryPlaces): NamedReference[] {
  return itinerary.moves.flatMap((move, m) => [
    ...assignmentsOf(move, m),
    ...move.events.map((event, e): NamedReference => {
      const { id } = event.site;
      const kind = [...locationKindsFor(event.type), ...LOCATION_KINDS].find(
        (candidate) => locationIn(places, candidate, id) !== undefined,
      );
      const field = `moves[${m}].events[${e}].site.id`;
      return {
        kind: kind ?? 'site',
        id,
        field,
        noun: kind === undefined ? 'Location' : LOCATION_NOUNS[kind],
      };
    }),
  ]);
}
