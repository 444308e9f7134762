import { round } from './stats';

/** One line of the bench's table: a figure, what it is compared with, and its target when it has one. */
export interface ReportRow {
  section: string;
  figure: string;
  measured: string;
  baseline?: string;
  ratio?: string;
  target?: string;
  /** Set when the figure has a target. */
  pass?: boolean;
}

/** What a section hands back: its figures for the results file and its lines of the table. */
export interface SectionResult<F = unknown> {
  figures: F;
  rows: ReportRow[];
}

/**
 * One figure, measured by `measure`: a missed deadline (or any failure) fails
 * that figure alone, its message as what was measured, and the section goes on.
 */
export async function figureOrFailure<F>(
  row: Omit<ReportRow, 'measured' | 'pass'>,
  measure: () => Promise<{ figures: F; measured: string; pass?: boolean }>,
): Promise<{ figures: F | { failed: string }; row: ReportRow }> {
  try {
    const { figures, measured, pass } = await measure();
    return { figures, row: { ...row, measured, ...(pass !== undefined && { pass }) } };
  } catch (error) {
    const failed = (error as Error).message;
    return { figures: { failed }, row: { target: 'completes', ...row, measured: failed, pass: false } };
  }
}

export const ms = (value: number): string => `${round(value, value < 10 ? 3 : 1)} ms`;
export const times = (value: number): string => `${round(value)}x`;

/** Prints every section's rows as the one table of the run. */
export function printTable(rows: readonly ReportRow[]): void {
  console.table(
    rows.map((row) => ({
      section: row.section,
      figure: row.figure,
      measured: row.measured,
      baseline: row.baseline ?? '',
      ratio: row.ratio ?? '',
      target: row.target ?? '',
      result: row.pass === undefined ? '' : row.pass ? 'pass' : 'FAIL',
    })),
  );
}
