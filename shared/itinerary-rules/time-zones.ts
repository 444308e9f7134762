import { locationKindsFor } from '#shared/domain/location-kinds';
import type { ItineraryEvent, Location, LocationKind } from '#shared/domain/types';
import { ownValue } from './own-value';

/**
 * Where wall-clock times are read (docs/itinerary-rules.md, Times and time
 * zones): a time on an event in the zone of the event's location, and what has
 * no place of its own (a planned date, "today") in the TMS's zone. The caller
 * looks the locations up; the rules only read the zones they are given.
 */
export interface TimeZones {
  /** `settings.timeZone`. */
  readonly tms: string;
  /** The zone of the event's location: the TMS's when the location is unknown. */
  of(event: Pick<ItineraryEvent, 'type' | 'site'>): string;
}

/** Finds a location of a kind by id, or undefined. */
export type FindLocation = (kind: LocationKind, id: string) => Location | undefined;

/** Locations by kind and id, as a rules input and a data set hold them. */
export type LocationsByKind = Readonly<Record<LocationKind, Readonly<Record<string, Location>>>>;

/** The zones of events at the locations `find` knows, in a TMS whose own zone is `tms`. */
export function timeZonesOf(find: FindLocation, tms: string): TimeZones {
  return {
    tms,
    of(event) {
      // The kinds an event's type may name, in the order a GET renders its site.
      for (const kind of locationKindsFor(event.type)) {
        const location = find(kind, event.site.id);
        if (location !== undefined) return location.timeZone;
      }
      return tms;
    },
  };
}

/** The zones of events at the given locations. */
export function timeZonesAt(locations: LocationsByKind, tms: string): TimeZones {
  return timeZonesOf((kind, id) => ownValue(locations[kind], id), tms);
}

/** Every location in one zone: for derivations that need no location's zone (e.g. which equipment a move uses). */
export function everywhereIn(timeZone: string): TimeZones {
  return timeZonesOf(() => undefined, timeZone);
}
