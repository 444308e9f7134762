/** The value below which `fraction` of `values` lie (nearest rank); NaN for no values. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export const median = (values: readonly number[]): number => percentile(values, 0.5);

/** Rounds for display and for the results file: figures carry no false precision. */
export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));
