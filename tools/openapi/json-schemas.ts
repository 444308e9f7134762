import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import * as z from '#shared/schemas/zod';

const COMPONENT_PREFIX = '#/components/schemas/';
const LOCAL_DEFINITION = /^#\/\$defs\//;

/** `input`: a request as clients may send it (defaults optional); `output`: a response as sent. */
export type Direction = 'input' | 'output';

/**
 * Turns the route table's zod schemas into the API document's JSON Schemas
 * (OpenAPI 3.1 uses JSON Schema 2020-12), with zod's own converter. Every
 * schema documented with an `id` becomes a component, referenced wherever it
 * is used; the rest are inlined. Collects the components the document needs:
 * only those its operations reach.
 */
export class DocumentSchemas {
  private readonly components = new Map<string, { direction: Direction; schema: SchemaObject }>();

  /** The JSON Schema of `schema`: a `$ref` to its component when it has an id. */
  convert(schema: z.core.$ZodType, direction: Direction): SchemaObject | ReferenceObject {
    const {
      $defs = {},
      $schema: _dialect,
      ...root
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: direction,
      override: ({ jsonSchema }) => {
        // A response may grow a property without breaking clients: say nothing about others.
        if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
        // An integer's safe range is what any JSON number already is: no information.
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
        if (direction === 'input') describeDefault(jsonSchema);
      },
    }) as SchemaObject & { $defs?: Record<string, SchemaObject>; $schema?: string };
    for (const [id, definition] of Object.entries($defs)) this.addComponent(id, direction, definition);
    return pointAtComponents(root);
  }

  /** The components the converted schemas reference, by id in alphabetical order. */
  schemas(): Record<string, SchemaObject> {
    return Object.fromEntries(
      [...this.components.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, { schema }]) => [id, schema]),
    );
  }

  private addComponent(id: string, direction: Direction, definition: SchemaObject): void {
    const schema = pointAtComponents(definition);
    const known = this.components.get(id);
    if (known && JSON.stringify(known.schema) !== JSON.stringify(schema)) {
      // One name, two shapes: a schema used in a request and a response that differ by their defaults.
      throw new Error(`Schema ${id} is documented as ${known.direction} and as ${direction}, differently.`);
    }
    this.components.set(id, { direction, schema });
  }
}

/**
 * A request property the service fills in when it is left out: said in words,
 * not as `default`, which generators (openapi-typescript) read as "always
 * present" and so make the property required of the client.
 */
function describeDefault(jsonSchema: { default?: unknown; description?: string }): void {
  if (!('default' in jsonSchema)) return;
  const omitted = `When omitted: \`${JSON.stringify(jsonSchema.default)}\`.`;
  jsonSchema.description = jsonSchema.description ? `${jsonSchema.description} ${omitted}` : omitted;
  delete jsonSchema.default;
}

/** A copy of `schema` whose references to its local `$defs` point at the document's components. */
function pointAtComponents<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' ? value.replace(LOCAL_DEFINITION, COMPONENT_PREFIX) : value,
  ) as T;
}
