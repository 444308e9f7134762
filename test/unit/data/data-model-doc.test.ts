import { readFileSync } from 'node:fs';
import { accessPatterns } from '#tools/data-model-doc/access-patterns';
import { FEATURE_STORAGE, type FeatureStorage } from '#tools/data-model-doc/features';
import { withDataModelTables } from '#tools/data-model-doc/render-data-model-doc';

const root = new URL('../../../', import.meta.url);

test('docs/data-model.md has the key tables the code generates (run `npm run docs:data-model` after changing keys or access patterns)', () => {
  const committed = readFileSync(new URL('docs/data-model.md', root), 'utf8');
  expect(committed).toBe(withDataModelTables(committed));
});

const named = [
  ...new Set(
    accessPatterns().flatMap(({ functions }) =>
      functions.flatMap(({ module, names }) => names.map((name) => `${module} ${name}`)),
    ),
  ),
].map((entry) => entry.split(' ') as [string, string]);

test.each(named)('%s exports %s, as the access patterns say', async (module, name) => {
  const exported: Record<string, unknown> = await import(new URL(module, root).href);
  expect(typeof exported[name]).toBe('function');
});

const features: [string, FeatureStorage][] = Object.entries(FEATURE_STORAGE);

test.each(features)(
  '%s documents how each item type it stores is reached: an access pattern of its own names its partition key',
  (_, { itemTypes, accessPatterns: featurePatterns }) => {
    const keys = featurePatterns().map(({ key }) => key);
    const unreached = Object.entries(itemTypes()).flatMap(([name, { pk }]) =>
      [pk]
        .flat()
        .filter((partition) => !keys.some((key) => key.includes(`pk = ${partition}`)))
        .map((partition) => `${name}: pk = ${partition}`),
    );
    expect(unreached).toEqual([]);
  },
);

test('a doc without the markers is refused, not half rewritten', () => {
  expect(() => withDataModelTables('# Data model\n')).toThrow('markers');
});
