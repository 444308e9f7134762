import { KNOWN_ZIP_CODES, ZONE_NAMES, ZONE_RUNS } from './zip-zones.data';

/** Five-digit ZIP codes: 00000 to 99999. */
export const ZIP_CODE_COUNT = 100_000;

/** Per ZIP code, its zone's index in ZONE_NAMES plus one; 0 for a code the data set does not know. */
let zoneIndexOfZip: Uint8Array | undefined;

/** Unpacks the generated data (tools/zip-zones/render-zip-zones.ts) once, on the first lookup. */
function unpack(): Uint8Array {
  const known = Buffer.from(KNOWN_ZIP_CODES, 'base64');
  const isKnown = (zip: number) => (known[zip >> 3]! & (1 << (zip & 7))) !== 0;
  const table = new Uint8Array(ZIP_CODE_COUNT);
  let zip = 0;
  for (const run of ZONE_RUNS.split(',')) {
    const [count, zone] = run.split('*').map((part) => Number.parseInt(part, 36)) as [number, number];
    // The run's `count` known codes, skipping the unknown ones between them.
    for (let left = count; left > 0; zip++) {
      if (!isKnown(zip)) continue;
      table[zip] = zone + 1;
      left--;
    }
  }
  return table;
}

/** The IANA zone of a five-digit ZIP code, or null when the data set does not know it. */
export function zoneOfZipCode(zip: string): string | null {
  if (!/^\d{5}$/.test(zip)) return null;
  zoneIndexOfZip ??= unpack();
  const index = zoneIndexOfZip[Number(zip)]!;
  return index === 0 ? null : ZONE_NAMES[index - 1]!;
}
