import * as z from '#shared/schemas/zod';

/** `-c key=value` always arrives as a string; cdk.json gives real JSON types. Accept both. */
export const fromContextString = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed === 'true') return true;
      if (trimmed === 'false') return false;
      if (trimmed !== '' && !Number.isNaN(Number(trimmed))) return Number(trimmed);
      return trimmed;
    }),
    schema,
  );

/** A list from context: an array, or a comma-separated string as `-c key=a,b` gives it. */
export const contextList = (item: z.ZodMiniString) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
        : value,
    ),
    z.array(item),
  );

/** A web origin (scheme, host, optional port; no path), or `*`. */
const ORIGIN = /^(\*|https?:\/\/[a-z0-9.-]+(:\d{1,5})?)$/;
export const originList = contextList(
  z.string().check(z.regex(ORIGIN, 'must be a web origin such as https://dispatch.example.com, or *')),
);

export const between = (min: number, max: number) => [z.minimum(min), z.maximum(max)];
export const positiveUpTo = (max: number) => [z.positive(), z.maximum(max)];

/** A number of days that must be a whole, positive number. */
export const positiveDays = (max: number) =>
  fromContextString(z.int('must be a positive whole number of days').check(...positiveUpTo(max)));
