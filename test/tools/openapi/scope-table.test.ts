import { readFileSync } from 'node:fs';
import { SCOPE_NAMES } from '#shared/domain/scopes';
import { routeList } from '#shared/route-table';
import { renderScopeTable, withScopeTable } from '#tools/openapi/scope-table';

const INTEGRATIONS = new URL('../../../docs/integrations.md', import.meta.url);

test('docs/integrations.md holds the scope table the route table makes (run `npm run docs:scopes`)', () => {
  const committed = readFileSync(INTEGRATIONS, 'utf8');
  expect(committed).toBe(withScopeTable(committed, renderScopeTable(routeList)));
});

test('the check can fail: a route that accepts one more scope makes the committed table stale', () => {
  const committed = readFileSync(INTEGRATIONS, 'utf8');
  const widened = routeList.map((route) =>
    route.id === 'listEvents'
      ? { ...route, alsoScopes: [...(route.alsoScopes ?? []), 'tms/webhooks' as const] }
      : route,
  );
  expect(withScopeTable(committed, renderScopeTable(widened))).not.toBe(committed);
});

test('every route is listed under each scope it accepts, and under no other', () => {
  const table = renderScopeTable(routeList);
  const rows = new Map(
    SCOPE_NAMES.map((scope) => [
      scope,
      table.split('\n').find((line) => line.startsWith(`| \`${scope}\``)) ?? '',
    ]),
  );
  for (const route of routeList) {
    const accepted = [route.scope, ...(route.alsoScopes ?? [])];
    const cell = `\`${route.method} ${route.path}\``;
    const listedUnder = SCOPE_NAMES.filter((scope) =>
      (rows.get(scope) ?? '')
        .replace(/\s*\|\s*$/, '')
        .split(' | ')[2]
        ?.split(', ')
        .some((entry) => entry.trim() === cell),
    );
    expect({ route: route.id, listedUnder }).toEqual({
      route: route.id,
      listedUnder: SCOPE_NAMES.filter((s) => accepted.includes(s)),
    });
  }
});
