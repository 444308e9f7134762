/**
 * Identifies a move among all of a driver's or a piece of equipment's moves, in
 * the sort keys of plan entries and equipment uses.
 */
export function shipmentMoveKey(shipmentId: string, moveIndex: number): string {
  // Zero-padded so that moves of one shipment sort in itinerary order.
  return `S#${shipmentId}#${String(moveIndex).padStart(3, '0')}`;
}

export function nonShipmentMoveKey(moveId: string): string {
  return `N#${moveId}`;
}
