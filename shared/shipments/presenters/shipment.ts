import { hrefs } from '#shared/domain/hrefs';
import type { Shipment } from '#shared/domain/types';

/** A shipment as its collection and its own `self` show it, with links to its itinerary and documents. */
export function renderShipment(shipment: Shipment) {
  return {
    id: shipment.id,
    self: hrefs.shipment(shipment.id),
    orderNumber: shipment.orderNumber,
    status: shipment.status,
    type: shipment.type,
    hazmat: shipment.hazmat,
    createdAt: shipment.createdAt,
    ...(shipment.orderedAt !== undefined && { orderedAt: shipment.orderedAt }),
    customer: {
      id: shipment.customerId,
      href: shipment.customerId ? hrefs.customer(shipment.customerId) : '',
    },
    origin: { id: shipment.origin, href: hrefs.location('site', shipment.origin) },
    destination: { id: shipment.destination, href: hrefs.location('site', shipment.destination) },
    equipment: { ...shipment.equipment },
    itinerary: { href: hrefs.itinerary(shipment.id) },
    images: { href: hrefs.shipmentImages(shipment.id) },
  };
}
