import type { RouteDefinition } from '#shared/routing/route';

/**
 * Most routes one route stack holds. A route costs its stack 10 resources
 * (function, role, policy, log group, version, `live` alias, deployment group,
 * API permission, error and latency alarms), so a full one holds 250 and stays
 * under the 300 of STACK_RESOURCE_LIMIT (lib/stack-limits.ts) with room for its
 * parameters' and outputs' growth.
 */
export const ROUTES_PER_STACK = 25;

/**
 * A route's feature area, from the first segment of its path, as a construct
 * id: `/cross-docks/{crossDockId}` → `CrossDocks`.
 */
export function featureArea(path: string): string {
  const [segment] = path.split('/').filter(Boolean);
  if (segment === undefined) return 'Root';
  if (segment.startsWith('{'))
    throw new Error(`${path}: a route's first path segment names its feature area`);
  return segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => `${word[0]?.toUpperCase()}${word.slice(1)}`)
    .join('');
}

/**
 * Which route stack each route's function lands in, by rule: one stack per
 * feature area (`ShipmentsRoutes`), and an area of more than ROUTES_PER_STACK
 * routes in consecutive stacks of that many, in the order of the route ids
 * (`ShipmentsRoutes1`, `ShipmentsRoutes2`). Adding a route to the route table
 * is all it takes.
 */
export function routeStacks<R extends Pick<RouteDefinition, 'path'> & { id: string }>(
  routes: readonly R[],
): Map<string, R[]> {
  const byArea = new Map<string, R[]>();
  for (const route of [...routes].sort((a, b) => byCodePoint(a.id, b.id))) {
    const area = featureArea(route.path);
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  const stacks = new Map<string, R[]>();
  for (const [area, members] of [...byArea].sort(([a], [b]) => byCodePoint(a, b))) {
    const count = Math.ceil(members.length / ROUTES_PER_STACK);
    for (let index = 0; index < count; index++) {
      const name = count === 1 ? `${area}Routes` : `${area}Routes${index + 1}`;
      stacks.set(name, members.slice(index * ROUTES_PER_STACK, (index + 1) * ROUTES_PER_STACK));
    }
  }
  return stacks;
}

/** The same order on every machine, whatever its locale. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
