import type { ShipmentType } from '#shared/domain/types';
import { isPlaceholderEvent } from '../event-table';
import { messages } from '../messages';
import type { RuleContext } from '../types';

/**
 * Street turn: non-routed placeholders belong to the last move of an import (its
 * empty leaves for an export) or the first move of an export (its empty comes from
 * an import), and to no other shipment type.
 */
export function checkStreetTurn({ itinerary, input }: RuleContext): string[] {
  const allowedMove = placeholderMoveIndex(input.shipment.type, itinerary.moves.length);
  const misplaced = itinerary.moves.some(
    (move, index) => index !== allowedMove && move.events.some((event) => isPlaceholderEvent(event.type)),
  );
  return misplaced ? [messages.nonRoutedPlacement()] : [];
}

function placeholderMoveIndex(shipmentType: ShipmentType, moveCount: number): number | undefined {
  if (shipmentType === 'import') return moveCount - 1;
  if (shipmentType === 'export') return 0;
  return undefined;
}
