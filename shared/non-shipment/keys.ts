import type { ItemKey } from '#shared/data/item';
import { joinKey } from '#shared/data/keys';
import { MASTER_PREFIXES, masterPartition } from '#shared/master-data/keys';

/** The `entity` attribute of a non-shipment event's pointer; its sort key starts with it. */
export const NON_SHIPMENT_ENTITIES = { nonShipmentEvent: 'NSEVENT' } as const;

/** Finds a non-shipment event's move from the event id alone: the move is keyed by date and time. */
export function nonShipmentEventKey(driverId: string, eventId: string): ItemKey {
  return {
    pk: masterPartition('driver', driverId),
    sk: joinKey(NON_SHIPMENT_ENTITIES.nonShipmentEvent, eventId),
  };
}

/** The non-shipment event's pointer, as docs/data-model.md describes it. */
export function nonShipmentItemTypes() {
  return {
    nonShipmentEvent: {
      entity: NON_SHIPMENT_ENTITIES.nonShipmentEvent,
      pk: joinKey(MASTER_PREFIXES.driver, '<driverId>'),
      sk: joinKey(NON_SHIPMENT_ENTITIES.nonShipmentEvent, '<eventId>'),
      data: '`{ driverId, eventId, move }`: `move` is the key of the plan entry holding the event',
    },
  } as const;
}
