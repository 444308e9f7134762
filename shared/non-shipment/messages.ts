/** Failure messages of non-shipment event updates, in the style of the spec's itinerary messages. */
export const messages = {
  completedMove: 'Events that are completed cannot be changed.',
  arrivalRemovedAfterDeparture: 'The arrival cannot be removed from an event that has departed.',
  departureWithoutArrival: 'An event cannot depart before it has arrived.',
  departureBeforeArrival: 'The departure cannot be earlier than the arrival.',
};
