import type { ItemKey } from './item';

/** A shipment's item; its partition also holds its documents and its itinerary's versions. */
export function shipmentKey(id: string): ItemKey {
  return { pk: `SHIPMENT#${id}`, sk: 'SHIPMENT' };
}
