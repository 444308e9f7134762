import fc from 'fast-check';
import { renderBoundedCollectionPage } from '#shared/http/collection-page';

const page = { limit: 10, offset: 20 };
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

test('items that fit are all shown; the page is the plain collection page', () => {
  expect(
    renderBoundedCollectionPage('/things', '/things?limit=10&offset=20', page, ['a', 'b'], false, 1_000),
  ).toEqual({
    self: '/things?limit=10&offset=20',
    next: '',
    previous: '/things?limit=10&offset=10',
    items: ['a', 'b'],
  });
});

test('a page cut short by size has a next at the first item it left out', () => {
  const rendered = renderBoundedCollectionPage(
    '/things',
    '/things',
    page,
    ['x'.repeat(40), 'y'.repeat(40)],
    false,
    140,
  );
  expect(rendered.items).toEqual(['x'.repeat(40)]);
  expect(rendered.next).toBe('/things?limit=10&offset=21');
});

test('one item larger than the bound is shown alone, so that next moves on', () => {
  const rendered = renderBoundedCollectionPage('/things', '/things', page, ['x'.repeat(500), 'y'], true, 100);
  expect(rendered.items).toEqual(['x'.repeat(500)]);
  expect(rendered.next).toBe('/things?limit=10&offset=21');
});

test('whatever the items, a page of more than one is within the bound, and the items shown are a prefix', () => {
  fc.assert(
    fc.property(
      fc.array(fc.string({ unit: 'grapheme', maxLength: 60 }), { maxLength: 12 }),
      fc.integer({ min: 100, max: 600 }),
      fc.boolean(),
      (items, maxBytes, hasMore) => {
        const rendered = renderBoundedCollectionPage('/things', '/things?x', page, items, hasMore, maxBytes);
        expect(items.slice(0, rendered.items.length)).toEqual(rendered.items);
        if (rendered.items.length > 1) expect(bytes(rendered)).toBeLessThanOrEqual(maxBytes);
        const cut = rendered.items.length < items.length;
        expect(rendered.next).toBe(
          cut || hasMore ? `/things?limit=10&offset=${20 + rendered.items.length}` : '',
        );
      },
    ),
  );
});
