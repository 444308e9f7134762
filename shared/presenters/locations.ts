import { locationKindsFor } from '#shared/domain/location-kinds';
import type { Location, LocationKind } from '#shared/domain/types';
import { hrefs } from './hrefs';

/** The locations a rendered resource refers to, by kind and id. */
export type LocationDirectory = Record<LocationKind, ReadonlyMap<string, Location>>;

export const emptyDirectory = (): LocationDirectory => ({
  site: new Map(),
  yard: new Map(),
  crossDock: new Map(),
});

export interface RenderedSite extends Omit<Location, 'id'> {
  id: string;
  href: string;
}

/** A site reference with the location's details; unknown ids keep their reference with empty details. */
export function renderSite(siteId: string, eventType: string, directory: LocationDirectory): RenderedSite {
  const kinds = locationKindsFor(eventType);
  const kind = kinds.find((candidate) => directory[candidate].has(siteId)) ?? kinds[0]!;
  const location = directory[kind].get(siteId);
  return {
    id: siteId,
    href: hrefs.location(kind, siteId),
    name: location?.name ?? '',
    address1: location?.address1 ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    zip: location?.zip ?? '',
    country: location?.country ?? '',
    signatureRequired: location?.signatureRequired ?? false,
    timeZone: location?.timeZone ?? '',
  };
}
