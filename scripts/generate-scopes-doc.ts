/** Writes the scope table of docs/integrations.md from the route table (`npm run docs:scopes`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routeList } from '#shared/route-table';
import { renderScopeTable, withScopeTable } from '#tools/openapi/scope-table';

const target = fileURLToPath(new URL('../docs/integrations.md', import.meta.url));
writeFileSync(target, withScopeTable(readFileSync(target, 'utf8'), renderScopeTable(routeList)));
console.log(`Wrote the scope table of ${target}`);
