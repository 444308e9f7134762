import type { Scope } from '#shared/domain/scopes';
import { pageQuery } from '#shared/schemas/collections';
import { identifier } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import { defineRoute, type Role } from './route';

/*
 * The shapes several features' routes share. esbuild honours
 * `@__NO_SIDE_EFFECTS__` within one file only, so each route that calls one of
 * these from another file marks its call `@__PURE__` (shared/routes.ts).
 */

export const DISPATCHER: readonly Role[] = ['dispatcher'];
export const ANY_ROLE: readonly Role[] = ['dispatcher', 'driver'];

/** A page of a collection (dispatchers only). */
export const listRoute = <B extends z.core.$ZodType>(
  path: string,
  handler: string,
  summary: string,
  page: B,
  scope: Scope,
) =>
  defineRoute({
    method: 'GET',
    path,
    handler,
    summary,
    roles: DISPATCHER,
    scope,
    request: { query: pageQuery },
    access: { table: 'read' },
    response: { status: 200, body: page },
  });

/** The path of one item of a collection: its one identifier parameter. */
export const itemPath = <P extends string>(param: P) =>
  z.object({ [param]: identifier } as Record<P, typeof identifier>);

/** One item of a collection, at the `self` its collection gives it. */
export const itemRoute = <P extends string, B extends z.core.$ZodType>(
  path: string,
  param: P,
  handler: string,
  summary: string,
  item: B,
  scope: Scope,
  roles: readonly Role[] = DISPATCHER,
) =>
  defineRoute({
    method: 'GET',
    path,
    handler,
    summary,
    roles,
    scope,
    request: { path: itemPath(param) },
    access: { table: 'read' },
    response: { status: 200, body: item },
  });
