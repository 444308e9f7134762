import { nextPageVersions } from '#shared/data/itinerary-pages';
import { freshMoveKeys, nextMoveKeys } from '#shared/data/move-keys';
import { shipmentFromItems, shipmentStateItems } from '#shared/data/shipments';
import type { Itinerary } from '#shared/domain/types';
import { itemSizeBound } from '#shared/data/write-limits';
import { move, shipment } from '../../integration/data/fixtures';

const longShipment = shipment('S-LONG', {
  itinerary: {
    moves: Array.from({ length: 50 }, (_, index) =>
      move({ plannedDate: `2027-03-${String(1 + (index % 28)).padStart(2, '0')}` }),
    ),
  },
});

test('a shipment reads back from its item and its pages as it was stored, with its rank', () => {
  const record = { shipment: longShipment, version: 3, rank: 41 };
  expect(shipmentFromItems(shipmentStateItems(record) as never)).toEqual({
    ...record,
    pages: [3, 3, 3, 3],
    moveKeys: freshMoveKeys(50),
    stagedWrite: undefined,
  });
});

test('the itinerary is stored in compressed pages: each item weighs a small part of its JSON', () => {
  const items = shipmentStateItems({ shipment: longShipment, version: 1 });
  expect(items[0]!.data).not.toHaveProperty('itinerary');
  expect(items).toHaveLength(5);
  for (const item of items) {
    expect(itemSizeBound(item)).toBeLessThan(JSON.stringify(longShipment.itinerary).length / 10);
  }
});

test('a change to one move writes its page at the new version; the others keep theirs', () => {
  const previous = { itinerary: longShipment.itinerary, keys: freshMoveKeys(50), pages: [1, 2, 2, 1] };
  const changed = structuredClone(longShipment.itinerary);
  changed.moves[40] = { ...changed.moves[40]!, hint: 'call ahead' };
  const keyed = (itinerary: Itinerary) => ({ itinerary, keys: nextMoveKeys({ moves: previous.itinerary.moves, keys: previous.keys }, itinerary.moves) });
  expect(nextPageVersions(previous, keyed(changed), 3)).toEqual([1, 2, 3, 1]);
  changed.moves.push(move({ plannedDate: '2027-04-01' }));
  expect(nextPageVersions(previous, keyed(changed), 4)).toEqual([1, 2, 4, 4]);
});

test('pages of another version than the shipment item names are a torn read', () => {
  const record = { shipment: longShipment, version: 3, pages: [3, 3, 3, 3] };
  const items = shipmentStateItems(record);
  const stale = shipmentStateItems({ ...record, pages: [3, 3, 2, 3] });
  expect(shipmentFromItems([items[0]!, ...stale.slice(1)] as never)).toBe('torn');
  expect(shipmentFromItems(items.slice(0, 3) as never)).toBe('torn');
  expect(shipmentFromItems(items.slice(1) as never)).toBeUndefined();
});
