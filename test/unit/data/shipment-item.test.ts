import { shipmentFromItem, shipmentToItem } from '#shared/data/shipments';
import { itemSizeBound } from '#shared/data/write-limits';
import { move, shipment } from '../../integration/data/fixtures';

const longShipment = shipment('S-LONG', {
  itinerary: {
    moves: Array.from({ length: 50 }, (_, index) =>
      move({ plannedDate: `2027-03-${String(1 + (index % 28)).padStart(2, '0')}` }),
    ),
  },
});

test('a shipment reads back from its item as it was stored, with its rank', () => {
  const record = { shipment: longShipment, version: 3, rank: 41 };
  expect(shipmentFromItem(shipmentToItem(record) as never)).toEqual(record);
});

test('the itinerary is stored compressed: a 50-move shipment item weighs a small part of its JSON', () => {
  const item = shipmentToItem({ shipment: longShipment, version: 1 });
  expect(item.data).not.toHaveProperty('itinerary');
  expect(itemSizeBound(item)).toBeLessThan(JSON.stringify(longShipment).length / 10);
});

test('an item stored before itineraries were compressed still reads', () => {
  const { payload: _, ...item } = shipmentToItem({ shipment: longShipment, version: 2 });
  const legacy = { ...item, data: longShipment };
  expect(shipmentFromItem(legacy).shipment).toEqual(longShipment);
});
