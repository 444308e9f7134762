import type { Shipment } from '#shared/domain/types';
import { eventRuleOf, type Place } from '../event-table';
import { messages } from '../messages';
import type { RuleContext } from '../types';

/**
 * Shipment origin and destination: origin events happen at the shipment's origin
 * site and destination events at its destination (the itinerary cannot move them);
 * the events the spec places "not at origin", "not at destination" or at neither
 * stay away from them; and the shipment is taken up at its origin before anything
 * is dropped, delivered or dismounted at its destination.
 */
export function checkOriginAndDestination({ itinerary, input }: RuleContext): string[] {
  const failures: string[] = [];
  let takenUpAtOrigin = false;
  let precedenceChecked = false;
  for (const move of itinerary.moves) {
    for (const event of move.events) {
      const place = eventRuleOf(event.type)?.place;
      if (place === undefined) continue;
      const failure = placeFailure(place, event.type, event.site.id, input.shipment);
      if (failure !== undefined) failures.push(failure);
      if (place === 'origin') takenUpAtOrigin = true;
      if (place === 'destination' && !precedenceChecked) {
        precedenceChecked = true;
        if (!takenUpAtOrigin) failures.push(messages.originBeforeDestination());
      }
    }
  }
  return failures;
}

function placeFailure(
  place: Place,
  eventType: string,
  siteId: string,
  shipment: Shipment,
): string | undefined {
  const atOrigin = siteId === shipment.origin;
  const atDestination = siteId === shipment.destination;
  switch (place) {
    case 'origin':
      return atOrigin ? undefined : messages.originChanged(shipment.origin, eventType);
    case 'destination':
      return atDestination ? undefined : messages.destinationChanged(shipment.destination, eventType);
    case 'not-origin':
      return atOrigin ? messages.notAtOrigin(eventType) : undefined;
    case 'not-destination':
      return atDestination ? messages.notAtDestination(eventType) : undefined;
    case 'neither':
      return atOrigin || atDestination ? messages.notAtOriginOrDestination(eventType) : undefined;
    case 'anywhere':
      return undefined;
  }
}
