/** Writes docs/itinerary-rules.md from the itinerary-rules package (`npm run docs:rules`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRulesDoc } from '#tools/rules-doc/render-rules-doc';

const target = fileURLToPath(new URL('../docs/itinerary-rules.md', import.meta.url));
writeFileSync(target, renderRulesDoc());
console.log(`Wrote ${target}`);
