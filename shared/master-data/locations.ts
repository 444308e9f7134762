import type { LocationDirectory } from '#shared/domain/location-directory';
import { locationKindsFor } from '#shared/domain/location-kinds';
import type { ItineraryEvent } from '#shared/domain/types';
import { getMasterRecords, type MasterRef } from '#shared/master-data/store';

/** The location records some events may name, each once. */
function locationRefsOf(events: readonly ItineraryEvent[]): Map<string, MasterRef> {
  const refs = new Map<string, MasterRef>();
  for (const event of events) {
    for (const kind of locationKindsFor(event.type))
      refs.set(`${kind}#${event.site.id}`, { kind, id: event.site.id });
  }
  return refs;
}

/** Reads the details of every location some events name, in one batched read. */
export async function locationDirectoryFor(events: readonly ItineraryEvent[]): Promise<LocationDirectory> {
  const refs = locationRefsOf(events);
  const lookup = await getMasterRecords([...refs.values()]);
  const directory: LocationDirectory = { site: new Map(), yard: new Map(), crossDock: new Map() };
  for (const { kind, id } of refs.values()) {
    if (kind !== 'site' && kind !== 'yard' && kind !== 'crossDock') continue;
    const location = lookup.get(kind, id);
    if (location) (directory[kind] as Map<string, typeof location>).set(id, location);
  }
  return directory;
}

/**
 * The directory for `events`, given one already read for `readFor`: reads
 * only the locations `readFor` did not name (none, most often).
 */
export async function completeDirectory(
  directory: LocationDirectory,
  readFor: readonly ItineraryEvent[],
  events: readonly ItineraryEvent[],
): Promise<LocationDirectory> {
  const read = locationRefsOf(readFor);
  const missing = events.filter((event) =>
    locationKindsFor(event.type).some((kind) => !read.has(`${kind}#${event.site.id}`)),
  );
  if (missing.length === 0) return directory;
  const more = await locationDirectoryFor(missing);
  return {
    site: new Map([...directory.site, ...more.site]),
    yard: new Map([...directory.yard, ...more.yard]),
    crossDock: new Map([...directory.crossDock, ...more.crossDock]),
  };
}
