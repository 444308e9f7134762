/**
 * A local setting from the environment that must be a positive whole number:
 * undefined when unset, else its value; anything else is refused, naming it.
 */
export function positiveSetting(name: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer, not "${value}".`);
  return parsed;
}
