import * as routes from '#shared/routes';

/** The route table: every route of shared/routes.ts by its id, the operation id of the API document. */
export { routes };

export type RouteId = keyof typeof routes;

/** Every route with its id, in the order of their ids (a module namespace orders its exports so). */
export const routeList = Object.entries(routes).map(([id, route]) => ({ id: id as RouteId, ...route }));
