import { formatPath } from '#shared/schemas/issue-path';
import * as z from '#shared/schemas/zod';
import { InvalidPropertyError } from './errors';
import { UNPAIRED_SURROGATE_REASON, unpairedSurrogatePath } from './unpaired-surrogates';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

function describeIssue(issue: z.core.$ZodIssue, propName: string, input: unknown): string {
  // Whatever the check that failed (type, literal, enum), an absent value is reported as missing.
  const missing = issue.code !== 'custom' && valueAt(input, issue.path) === undefined;
  if (missing) return propName ? `Missing required property '${propName}'.` : 'A request body is required.';
  return propName
    ? `Invalid value for '${propName}': ${issue.message}.`
    : `Invalid request: ${issue.message}.`;
}

/**
 * Parses `input` with `schema`, or throws a 400 that names the object and the
 * first offending property, and lists every issue.
 */
export function parseOrThrow<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  fallbackObjectName: string,
): z.output<T> {
  const objectName = z.globalRegistry.get(schema)?.id ?? fallbackObjectName;
  const result = z.safeParse(schema, input);
  if (result.success) {
    const malformed = unpairedSurrogatePath(result.data);
    if (malformed === undefined) return result.data;
    const propName = formatPath(malformed);
    throw new InvalidPropertyError(
      objectName,
      propName,
      `Invalid value for '${propName}': ${UNPAIRED_SURROGATE_REASON}.`,
      [{ path: propName, message: UNPAIRED_SURROGATE_REASON }],
    );
  }
  const issues = result.error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.message,
  }));
  const first = result.error.issues[0]!;
  const propName = formatPath(first.path);
  throw new InvalidPropertyError(objectName, propName, describeIssue(first, propName, input), issues);
}
