/**
 * The time zone of every location of a data file (docs/data-file-format.md,
 * Time zones of locations), found as a location PUT finds it
 * (shared/master-data/location-zones.ts); a `timeZone` the file states that is
 * not an IANA name refuses the file.
 */
import type { DataSet, Location } from '#shared/domain/types';
import { findZone, ZONE_SOURCES, type ZoneSource } from '#shared/master-data/location-zones';
import { isTimeZone } from '#shared/master-data/record-schemas';
import { formatPath } from '#shared/schemas/issue-path';
import type { FileIndex, FileIssue, ListKey } from './file-index';

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
