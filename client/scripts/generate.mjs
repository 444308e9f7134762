/**
 * Writes the package's generated sources from the API document (../openapi.json):
 * src/generated/openapi.ts, its types (openapi-typescript), and
 * src/generated/operations.ts, what the client needs at run time of each
 * operation. `npm run generate`; `npm run build` runs it first.
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

/** The generated files, by name: written by `npm run generate`, compared by the repository's test. */
export async function generatedSources() {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, text] of Object.entries(await generatedSources())) {
    await writeFile(`${GENERATED}${name}`, text);
  }
}
