/** Writes the key tables of docs/data-model.md from the item types each feature declares in its `keys.ts` and the access patterns (`npm run docs:data-model`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withDataModelTables } from '#tools/data-model-doc/render-data-model-doc';

const target = fileURLToPath(new URL('../docs/data-model.md', import.meta.url));
writeFileSync(target, withDataModelTables(readFileSync(target, 'utf8')));
console.log(`Wrote the key tables of ${target}`);
