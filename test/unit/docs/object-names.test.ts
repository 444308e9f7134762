import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '#shared/http/errors';
import { parseOrThrow } from '#shared/http/validation';
import { routeList } from '#shared/route-table';
import type { RouteRequest } from '#shared/routing/route';

/**
 * The `object_name` table of docs/api-behaviour.md is complete and names
 * nothing else: the request schemas' names, as a request that fails each is
 * answered, and the names the code gives its own refusals.
 */

/** Each route's path, query and body schema, failed on purpose: the name its 400 gives. */
function schemaObjectNames(): string[] {
  return routeList.flatMap((route) =>
    (['path', 'query', 'body'] as const).flatMap((part) => {
      const schema = (route.request as RouteRequest)[part];
      if (schema === undefined) return [];
      try {
        parseOrThrow(schema, null, part);
      } catch (error) {
        if (error instanceof HttpError) return [String(error.data.object_name)];
        throw error;
      }
      throw new Error(`${route.id}: its ${part} schema accepts null`);
    }),
  );
}

/** The names written in the code where it refuses a request itself (a rule, a header, a body that is no JSON). */
const LITERAL_NAMES = [
  /new InvalidValue\(\s*'([^']+)'/g,
  /new InvalidPropertyError\(\s*'([^']+)'/g,
  /OBJECT_NAME = '([^']+)'/g,
  /assertTypeSupported\('([^']+)'/g,
  /object_name: '([^']+)'/g,
];

async function codeObjectNames(dir = 'shared'): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const pattern of LITERAL_NAMES) names.push(...[...text.matchAll(pattern)].map((match) => match[1]!));
  }
  return names;
}

async function documentedObjectNames(): Promise<string[]> {
  const text = await readFile('docs/api-behaviour.md', 'utf8');
  const table = text.slice(text.indexOf('Every `data.object_name`'));
  const rows = table.slice(0, table.search(/\n\n(?!\|)/) + 1);
  return [...rows.matchAll(/^\| `([^`]+)` +\|/gm)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'object_name');
}

test('docs/api-behaviour.md lists every object_name the service answers, and only those', async () => {
  const answered = new Set([...schemaObjectNames(), ...(await codeObjectNames())]);
  const documented = await documentedObjectNames();
  expect(new Set(documented).size).toBe(documented.length);
  expect([...documented].sort()).toEqual([...answered].sort());
});
