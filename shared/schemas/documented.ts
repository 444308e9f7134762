import * as z from '#shared/schemas/zod';

/**
 * A copy of `schema` with what the API document says of it: an `id` (a named
 * component), a description, a format or an example. A copy, because one schema
 * (a date-time, a reference) is described differently where each field uses it;
 * zod/mini keeps this metadata in its global registry, as classic zod's
 * `.meta()` does.
 */
export function documented<T extends z.ZodMiniType>(schema: T, meta: z.core.GlobalMeta): T {
  const copy = schema.clone();
  z.globalRegistry.add(copy, meta);
  return copy;
}

/** `documented(schema, { description })`. */
export const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  documented(schema, { description });
