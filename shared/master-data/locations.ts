import { getMasterRecords, type MasterRef } from '#shared/data/master-data';
import { locationKindsFor } from '#shared/domain/location-kinds';
import type { ItineraryEvent } from '#shared/domain/types';
import type { LocationDirectory } from '#shared/presenters/locations';

/** Reads the details of every location some events name, in one batched read. */
export async function locationDirectoryFor(events: readonly ItineraryEvent[]): Promise<LocationDirectory> {
  const refs = new Map<string, MasterRef>();
  for (const event of events) {
    for (const kind of locationKindsFor(event.type))
      refs.set(`${kind}#${event.site.id}`, { kind, id: event.site.id });
  }
  const lookup = await getMasterRecords([...refs.values()]);
  const directory: LocationDirectory = { site: new Map(), yard: new Map(), crossDock: new Map() };
  for (const { kind, id } of refs.values()) {
    if (kind !== 'site' && kind !== 'yard' && kind !== 'crossDock') continue;
    const location = lookup.get(kind, id);
    if (location) (directory[kind] as Map<string, typeof location>).set(id, location);
  }
  return directory;
}
