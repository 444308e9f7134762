/**
 * Writes the package's generated sources from the API document (../openapi.json):
 * src/generated/openapi.ts, its types (openapi-typescript), and
 * src/generated/operations.ts, what the client needs at run time of each
 * operation. `npm run generate` here, or `npm run openapi` in the repository,
 * which writes the document first. With `--check`,
 * writes nothing and fails if a committed file differs from what it would write.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const DOCUMENT = here('../../openapi.json');
const GENERATED = here('../src/generated/');
const HEADER = '// Generated from the API document by scripts/generate.mjs: do not edit.\n';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** What the client sends for each operation: method, path template, which arguments it takes. */
function operationsOf(document) {
  const operations = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      const has = (where, name) =>
        parameters.some((p) => p.in === where && (name === undefined || p.name.toLowerCase() === name));
      operations[operation.operationId] = {
        method: method.toUpperCase(),
        path,
        hasPath: has('path'),
        hasQuery: has('query'),
        hasBody: operation.requestBody !== undefined,
        idempotent: has('header', 'idempotency-key'),
      };
    }
  }
  return Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)));
}

async function generatedSources() {
  const document = JSON.parse(await readFile(DOCUMENT, 'utf8'));
  // A property with a default may be left out of a request: keep it optional.
  const types = astToString(await openapiTS(document, { defaultNonNullable: false }));
  const operations = JSON.stringify(operationsOf(document), null, 2);
  return {
    'openapi.ts': `${HEADER}${types}`,
    'operations.ts': `${HEADER}
/** How the client calls each operation of the API document, by operationId. */
export const operations = ${operations} as const;

export type OperationId = keyof typeof operations;
`,
  };
}

const check = process.argv.includes('--check');
const stale = [];
for (const [name, text] of Object.entries(await generatedSources())) {
  if (!check) await writeFile(`${GENERATED}${name}`, text);
  else if ((await readFile(`${GENERATED}${name}`, 'utf8').catch(() => '')) !== text) stale.push(name);
}
if (stale.length > 0) {
  console.error(`Out of date with openapi.json: ${stale.join(', ')}. Run npm run openapi.`);
  process.exitCode = 1;
}
