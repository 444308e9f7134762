import { documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';
import { DocumentSchemas } from '#tools/openapi/json-schemas';

const thing = documented(z.object({ name: z.string(), size: z._default(z.int(), 1) }), { id: 'JsonThing' });

test('a schema with an id becomes a component, referenced where it is used', () => {
  const schemas = new DocumentSchemas();
  const page = schemas.convert(z.object({ items: z.array(thing) }), 'output');
  expect(page).toEqual({
    type: 'object',
    properties: { items: { type: 'array', items: { $ref: '#/components/schemas/JsonThing' } } },
    required: ['items'],
  });
  expect(Object.keys(schemas.schemas())).toEqual(['JsonThing']);
});

test('a request is documented as clients may send it: defaults are optional', () => {
  const schemas = new DocumentSchemas();
  schemas.convert(thing, 'input');
  expect(schemas.schemas().JsonThing).toMatchObject({ required: ['name'] });
});

test('responses say nothing of other properties, nor of an integer safe range', () => {
  const schemas = new DocumentSchemas();
  schemas.convert(thing, 'output');
  const component = schemas.schemas().JsonThing!;
  expect(component).not.toHaveProperty('additionalProperties');
  expect(component.properties?.size).toEqual({ default: 1, type: 'integer' });
});

test('one id documented with two different shapes is refused', () => {
  const schemas = new DocumentSchemas();
  schemas.convert(thing, 'output');
  expect(() => schemas.convert(thing, 'input')).toThrow(
    'Schema JsonThing is documented as output and as input, differently.',
  );
});

test('a documented copy leaves the schema it copies as it was', () => {
  const base = z.string();
  const described = documented(base, { description: 'A name.' });
  expect(z.globalRegistry.get(described)).toEqual({ description: 'A name.' });
  expect(z.globalRegistry.get(base)).toBeUndefined();
});
