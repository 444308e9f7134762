/**
 * Every endpoint of the service, declared once: each feature declares its own
 * routes beside its code (shared/<feature>/routes.ts, one export per route),
 * and this module assembles them into the one table. The CDK stack, the local
 * server, the API document and the tests read it through
 * shared/route-table.ts; a function imports this module as a namespace and
 * uses only its own route, so that its bundle builds only that route's
 * schemas: every route is a call marked `@__PURE__`, and package.json says
 * which modules have side effects, so esbuild drops the other features'
 * modules and the other routes of its own.
 */

export * from '#shared/documents/routes';
export * from '#shared/feed/routes';
export * from '#shared/imports/routes';
export * from '#shared/master-data/routes';
export * from '#shared/plans/routes';
export * from '#shared/shipments/routes';
export * from '#shared/webhooks/routes';
