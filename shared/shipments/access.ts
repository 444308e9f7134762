import { AccessDenied } from '#shared/domain/errors';
import type { Principal } from '#shared/domain/principal';
import type { StoredShipment } from '#shared/domain/types';

/** Whether a driver has a move of this shipment assigned to it. */
export const isAssignedTo = (shipment: StoredShipment, driverId: string): boolean =>
  shipment.itinerary.moves.some((move) => move.driver.type === 'driver' && move.driver.id === driverId);

/** Drivers reach only shipments with a move assigned to them; dispatchers reach every shipment. */
export function assertMayReachShipment(principal: Principal, shipment: StoredShipment): void {
  if (principal.role === 'driver' && !isAssignedTo(shipment, principal.driverId)) throw new AccessDenied();
}
