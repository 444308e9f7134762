import { type OperationId, operations } from './generated/operations.js';
import type { CallOptions } from './types.js';

/*
 * How a call goes out: its arguments laid into path, query and body, and when
 * an answer that says "not now" is tried again.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait before retrying after a network failure, times the attempt number. */
export const RETRY_DELAY_MS = 200;

/** Answers that say "not now": a dependency down, or API Gateway throttling the caller. */
export const RETRY_LATER = new Set([429, 503]);

/**
 * The wait `Retry-After` asks for, in seconds or as an HTTP date; without one
 * (API Gateway's 429 has none), 1 s, then 2 s, 4 s, ... for the nth retry.
 */
export function retryAfterMs(header: string | null, retry: number): number {
  const backoff = 1000 * 2 ** (retry - 1);
  if (header === null) return backoff;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? backoff : Math.max(0, date - Date.now());
}

type ParameterValues = Record<string, string | number | boolean | undefined>;

export interface PreparedCall {
  path: string;
  body?: unknown;
  options?: CallOptions;
}

const fillPath = (template: string, values: ParameterValues) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));

function queryString(values: ParameterValues | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values ?? {}))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Takes an operation's arguments in the order `OperationArgs` declares them. */
export function prepare(id: OperationId, args: readonly unknown[]): PreparedCall {
  const operation = operations[id];
  const rest = [...args];
  const path = operation.hasPath ? (rest.shift() as ParameterValues) : {};
  const query = operation.hasQuery ? (rest.shift() as ParameterValues | undefined) : undefined;
  const body = operation.hasBody ? rest.shift() : undefined;
  const options = rest.shift() as CallOptions | undefined;
  return {
    path: fillPath(operation.path, path) + queryString(query),
    ...(operation.hasBody && { body }),
    ...(options && { options }),
  };
}
