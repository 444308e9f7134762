/**
 * Every failure message the rules produce, worded as the spec's business-rules
 * table words them. The rules and the generated documentation both call these, so
 * a message cannot differ between the code and its description.
 */

import type { LocationKind } from '#shared/domain/types';

export type SiteCollection = 'sites' | 'yards' | 'cross-docks';

/** A location's kind as a message names it. */
export const LOCATION_NOUNS: Readonly<Record<LocationKind, string>> = {
  site: 'Site',
  yard: 'Yard',
  crossDock: 'Cross-dock',
};

export const messages = {
  // Structure
  noMoves: () => 'An itinerary must have at least one move.',
  tooFewEvents: () => 'Each move must have at least two events.',
  missingSite: () => 'Each event must have a site.',
  departureWithoutArrival: () => 'An event cannot have a departure time without an arrival time.',
  departureBeforeArrival: () => 'The departure time of an event cannot be earlier than its arrival time.',

  // Shipment status
  shipmentLocked: (shipmentId: string, status: string) =>
    `Shipment ${shipmentId} has a status of ${status} and does not allow updates.`,

  // Events sequence
  sequenceInvalid: () => 'The event sequence specified is invalid.',
  cannotFollow: (next: string, current: string) =>
    `The event sequence specified is invalid. ${next} cannot come after ${current}.`,
  hookOriginAfterDropDestination: () =>
    'A hook-origin cannot come after drop-destination in a shipment itinerary.',
  hookOriginAfterDropYard: () => 'A hook-origin cannot come after a drop-yard',
  bobtailToSameSite: () => 'A drop-bobtail must be at a different site than the hook-bobtail before it.',

  // Events sites
  siteNotFound: (siteId: string, collection: SiteCollection) =>
    `Site id ${siteId} does not exist in ${collection}.`,
  notAYard: (siteId: string) => `Site id ${siteId} is not a valid yard location.`,

  // Shipment origin and destination
  originChanged: (originId: string, eventType: string) =>
    `The origin id ${originId} cannot be changed on the ${eventType}.`,
  destinationChanged: (destinationId: string, eventType: string) =>
    `The destination id ${destinationId} cannot be changed on the ${eventType}.`,
  notAtOrigin: (eventType: string) => `A ${eventType} cannot be at the origin of the shipment.`,
  notAtDestination: (eventType: string) => `A ${eventType} cannot be at the destination of the shipment.`,
  notAtOriginOrDestination: (eventType: string) =>
    `A ${eventType} cannot be at the origin or destination of the shipment.`,
  originBeforeDestination: () =>
    'A hook, pickup, or mount at the origin of the shipment does not exist prior to a drop, deliver, or dismount at the destination of the shipment.',

  // Street turn
  nonRoutedPlacement: () =>
    'Non-routed events can only appear in the last move of an import shipment or the first move of an export shipment.',

  // Driver assignment
  driverNotFound: (driverId: string) => `The driver ${driverId} does not exist in drivers.`,
  carrierNotFound: (carrierId: string) => `The carrier ${carrierId} does not exist in carriers.`,
  driverRequirements: () =>
    'The new drivers being assigned are required to meet license, medical, and hazmat requirements of the shipment.',
  carrierRequirements: () =>
    'The new carriers being assigned are required to have a signed contract, federal id, valid certifications and no expired insurance documents.',

  // Equipment assignment
  tractorNotFound: (tractorId: string) => `The tractor ${tractorId} does not exist in tractors.`,
  historyChange: () =>
    'Cannot assign driver to the move because there are invalid itinerary states as a result.',
  equipmentConflict: (assigneeType: string, assigneeId: string, equipmentKind: string, equipmentId: string) =>
    `The assignment of ${assigneeType} ${assigneeId} would create an invalid itinerary assignment for ${equipmentKind} ${equipmentId}.`,

  // Retired records
  /** `kind`: Driver, Carrier, Tractor, Site, Yard or Cross-dock. */
  retired: (kind: string, id: string) => `${kind} ${id} is retired.`,

  // Events in progress
  completedChanged: () => 'Events that are completed cannot be changed.',
  inProgressChanged: () => 'Events that are in progress cannot be changed.',
  inProgressRemoved: () => 'Events in progress cannot be removed.',

  // Scheduled appointments
  appointmentsOutOfOrder: () =>
    'Appointment dates/times should be in order for all events that are being scheduled for a driver.',

  // Move accept/reject
  acceptanceNeedsAssignee: () => 'A driver must be specified to set the move status to accepted or rejected',
  acceptanceTooLate: () => 'A move that is in progress or completed cannot be accepted or rejected.',
} as const;
