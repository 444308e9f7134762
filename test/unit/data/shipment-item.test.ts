import { itemSizeBound } from '#shared/data/write-limits';
import type { Move } from '#shared/domain/types';
import { nextPageRefs, pagesOf } from '#shared/shipments/store/itinerary-pages';
import { freshMoveKeys, nextMoveKeys } from '#shared/shipments/store/move-keys';
import { shipmentFromItems, shipmentStateItems } from '#shared/shipments/store/shipments';
import { move, shipment } from '../../integration/data/fixtures';

const moves = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    move({
      plannedDate: `2027-03-${String(1 + ((from + index) % 28)).padStart(2, '0')}`,
      hint: `m${from + index}`,
    }),
  );

const longShipment = shipment('S-LONG', { itinerary: { moves: moves(100) } });

test('a shipment reads back from its item and its pages as it was stored, with its rank', () => {
  const record = { shipment: longShipment, version: 3, rank: 41 };
  const read = shipmentFromItems(shipmentStateItems(record) as never);
  expect(read).toMatchObject({ ...record, moveKeys: freshMoveKeys(100), stagedWrite: undefined });
  expect(read !== 'torn' && read?.pages?.every((ref) => ref.version === 3)).toBe(true);
});

test('the itinerary is stored in compressed pages: each item weighs a small part of its JSON', () => {
  const items = shipmentStateItems({ shipment: longShipment, version: 1 });
  expect(items[0]!.data).not.toHaveProperty('itinerary');
  expect(items.length).toBeGreaterThan(3);
  for (const item of items) {
    expect(itemSizeBound(item)).toBeLessThan(JSON.stringify(longShipment.itinerary).length / 3);
  }
});

/** The refs of `next` stored as version 2 over `previous` stored whole as version 1. */
function refsAfter(previous: readonly Move[], next: readonly Move[]) {
  const keys = freshMoveKeys(previous.length);
  const before = pagesOf({ moves: previous, keys });
  const nextKeys = nextMoveKeys({ moves: previous, keys }, next);
  return nextPageRefs(
    { pages: before, refs: before.map((page) => ({ id: page.id, version: 1 })) },
    pagesOf({ moves: next, keys: nextKeys }),
    2,
  );
}

const written = (refs: readonly { version: number }[]) => refs.filter((ref) => ref.version === 2).length;

test('pages start where move keys draw a start, not at positions: a move inserted or removed anywhere rewrites one or two pages', () => {
  const previous = longShipment.itinerary.moves;
  const [inserted] = moves(1, 500);
  for (const at of [0, 1, 37, 50, 99, 100]) {
    expect(written(refsAfter(previous, previous.toSpliced(at, 0, inserted!)))).toBeLessThanOrEqual(2);
  }
  for (const at of [0, 50, 99]) {
    expect(written(refsAfter(previous, previous.toSpliced(at, 1)))).toBeLessThanOrEqual(2);
  }
  const changed = previous.with(40, { ...previous[40]!, hint: 'call ahead' });
  expect(written(refsAfter(previous, changed))).toBe(1);
});

test('pages of another version than the shipment item names are a torn read', () => {
  const record = { shipment: longShipment, version: 3 };
  const items = shipmentStateItems(record);
  const [item, ...pages] = items;
  const stale = pages.map((page, index) => (index === 1 ? { ...page, version: 2 } : page));
  expect(shipmentFromItems([item!, ...stale] as never)).toBe('torn');
  expect(shipmentFromItems(items.slice(0, 2) as never)).toBe('torn');
  expect(shipmentFromItems(pages as never)).toBeUndefined();
});
