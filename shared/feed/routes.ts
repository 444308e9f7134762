/**
 * The event feed's routes.
 * shared/routes.ts assembles every feature's routes into the one route table.
 */

import type { Scope } from '#shared/domain/scopes';
import { eventPath, feedQuery } from '#shared/feed/request-schemas';
import { feedEvent, feedPage } from '#shared/feed/response-schemas';
import { defineRoute } from '#shared/routing/route';
import { DISPATCHER } from '#shared/routing/shapes';

/** Every read scope of some event type: a client sees the types its scopes read (shared/webhooks/event-scopes.ts). */
const EVENT_READ_SCOPES: readonly Scope[] = ['tms/documents.read', 'tms/drivers.read'];

export const listEvents = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/events',
  handler: 'functions/events/list-events.ts',
  summary: 'Read the event feed from a cursor, oldest first',
  roles: DISPATCHER,
  scope: 'tms/shipments.read',
  alsoScopes: EVENT_READ_SCOPES,
  request: { query: feedQuery },
  access: { table: 'read' },
  response: { status: 200, body: feedPage },
});

export const getEvent = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/events/{eventId}',
  handler: 'functions/events/get-event.ts',
  summary: 'Read one event of the feed',
  roles: DISPATCHER,
  scope: 'tms/shipments.read',
  alsoScopes: EVENT_READ_SCOPES,
  request: { path: eventPath },
  access: { table: 'read' },
  response: { status: 200, body: feedEvent },
  conditional: true,
});
