import { NotImplementedError } from '#shared/http/errors';
import { httpHandler } from '#shared/http/http-handler';
import type { RouteDefinition } from '#shared/http/route';

/** A route that is declared but not built yet: authenticated and validated, then 501 in the spec's error shape. */
export const notImplemented = (route: RouteDefinition) =>
  httpHandler(route, async () => {
    throw new NotImplementedError();
  });
