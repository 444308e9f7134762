/** The caller's request budget as the last answer told it (`RateLimit-Policy` and `RateLimit`). */
export interface RequestBudget {
  /** Requests the caller may make at once (`q`). */
  limit: number;
  /** Seconds an empty budget takes to refill (`w`). */
  windowSeconds: number;
  /** Requests the caller may still make now (`r`). */
  remaining: number;
  /** Seconds until the budget is full again (`t`). */
  resetSeconds: number;
}

/** A non-negative whole number parameter of an IETF RateLimit field item, e.g. `r` of `"budget";r=42;t=3`. */
function parameter(field: string, name: string): number | undefined {
  const match = new RegExp(`;\\s*${name}=(\\d{1,15})(?:;|,|$)`).exec(field);
  return match === null ? undefined : Number(match[1]);
}

/** The budget the answer's headers tell, or undefined when it carries none (a caller without a budget). */
export function requestBudgetOf(headers: Headers): RequestBudget | undefined {
  const policy = headers.get('ratelimit-policy');
  const state = headers.get('ratelimit');
  if (policy === null || state === null) return undefined;
  const limit = parameter(policy, 'q');
  const windowSeconds = parameter(policy, 'w');
  const remaining = parameter(state, 'r');
  const resetSeconds = parameter(state, 't');
  if (
    limit === undefined ||
    windowSeconds === undefined ||
    remaining === undefined ||
    resetSeconds === undefined
  )
    return undefined;
  return { limit, windowSeconds, remaining, resetSeconds };
}
