/**
 * Log levels by severity: Powertools' names (`POWERTOOLS_LOG_LEVEL`) and
 * Lambda's (`AWS_LAMBDA_LOG_LEVEL`, where the most severe is `FATAL`). A logger
 * writes the entries at or above its level; `SILENT` writes none.
 */
export const LOG_LEVEL_SEVERITY = {
  TRACE: 6,
  DEBUG: 8,
  INFO: 12,
  WARN: 16,
  ERROR: 20,
  CRITICAL: 24,
  FATAL: 24,
  SILENT: 28,
} as const;

export type LogLevel = keyof typeof LOG_LEVEL_SEVERITY;

export const LOG_LEVELS = Object.keys(LOG_LEVEL_SEVERITY) as LogLevel[];
