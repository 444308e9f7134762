import { hrefs } from '#shared/domain/hrefs';
import type { LocationDirectory } from '#shared/domain/location-directory';
import { locationKindsFor } from '#shared/domain/location-kinds';
import type { Location } from '#shared/domain/types';
import type { MasterKind, MasterRecords } from './store';

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

/**
 * A master record as GET answers it: its fields, `self`, `active` (absent
 * stored means active), and the links of its kind (a driver's plans).
 */
export function renderMasterRecord<K extends MasterKind>(kind: K, record: MasterRecords[K]) {
  const self = hrefs.masterRecord(kind, record.id);
  return {
    ...record,
    self,
    active: record.active !== false,
    ...(kind === 'driver' && { plans: { href: hrefs.driverPlans(record.id) } }),
  };
}
