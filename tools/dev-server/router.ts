import { BadRequestError, MethodNotAllowedError, NotFoundError } from '#shared/http/errors';
import type { HttpMethod } from '#shared/routing/route';

export interface RoutableEntry {
  method: HttpMethod;
  path: string;
}

export interface RouteMatch<T extends RoutableEntry> {
  route: T;
  pathParameters: Record<string, string>;
}

interface CompiledPath {
  pattern: RegExp;
  names: string[];
}

/** A path segment as the route receives it; `%E0%A4%A` or `%ZZ` decode to nothing, so the request is refused. */
function decodeSegment(value: string, path: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new BadRequestError('The path is not valid percent-encoded UTF-8.', { uri: path });
  }
}

function compile(template: string): CompiledPath {
  const names: string[] = [];
  const source = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * Matches requests to route-table entries the way API Gateway does: literal
 * segments win over parameters; a known path with another method is a 405.
 */
export function createRouter<T extends RoutableEntry>(entries: readonly T[]) {
  const compiled = entries
    .map((route) => ({ route, ...compile(route.path) }))
    // Fewer parameters first, so `/images/types` wins over a parameterised sibling.
    .sort((a, b) => a.names.length - b.names.length);

  return (method: string, path: string): RouteMatch<T> => {
    const candidates = compiled.flatMap((entry) => {
      const match = entry.pattern.exec(path);
      if (!match) return [];
      const values = match.slice(1).map((value) => decodeSegment(value, path));
      return [
        { entry, pathParameters: Object.fromEntries(entry.names.map((name, i) => [name, values[i]!])) },
      ];
    });
    if (candidates.length === 0) throw new NotFoundError(`Resource at ${path} not found`, { uri: path });
    const hit = candidates.find((candidate) => candidate.entry.route.method === method);
    if (!hit) throw new MethodNotAllowedError([...new Set(candidates.map((c) => c.entry.route.method))]);
    return { route: hit.entry.route, pathParameters: hit.pathParameters };
  };
}
