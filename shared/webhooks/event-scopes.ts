import type { OutboundEvent, OutboundEventType } from '#shared/domain/outbound-event';
import type { Scope } from '#shared/domain/scopes';

const SHIPMENTS: Scope = 'tms/shipments.read';
const DOCUMENTS: Scope = 'tms/documents.read';
const DRIVERS: Scope = 'tms/drivers.read';
const MASTER_DATA: Scope = 'tms/master-data.read';

/**
 * The scopes that read each event type; a type of both kinds of move (a
 * shipment's, or a driver's non-shipment one) is read by either scope.
 */
const READERS: Record<OutboundEventType, readonly Scope[]> = {
  'shipment.created': [SHIPMENTS],
  'shipment.updated': [SHIPMENTS],
  'itinerary.updated': [SHIPMENTS],
  'move.status.changed': [SHIPMENTS, DRIVERS],
  'event.arrived': [SHIPMENTS, DRIVERS],
  'event.departed': [SHIPMENTS, DRIVERS],
  'document.stored': [DOCUMENTS],
  'document.failed': [DOCUMENTS],
  'non-shipment-event.updated': [DRIVERS],
  'master-data.updated': [MASTER_DATA],
};

/** The event types none of these scopes reads: a client may not subscribe to them. */
export const typesUnreadableWith = (types: readonly OutboundEventType[], scopes: readonly Scope[]) =>
  types.filter((type) => !READERS[type].some((scope) => scopes.includes(scope)));

/**
 * Whether a holder of these scopes may read this event: a move's event by the
 * scope of its kind of move (a shipment's carries `shipment`, a non-shipment
 * one `driver`), any other by its type's scope.
 */
export function eventReadableWith(event: OutboundEvent, scopes: readonly Scope[]): boolean {
  const readers = READERS[event.type];
  if (readers.length === 1) return scopes.includes(readers[0]!);
  return scopes.includes('shipment' in event.data ? SHIPMENTS : DRIVERS);
}
