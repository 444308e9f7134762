/**
 * The token math of request budgets, with no I/O: a bucket of `burst` tokens
 * refilled at `rate` a second, from which instances lease tokens in batches
 * (docs/integrations.md, "Request budgets"). Times are epoch milliseconds.
 */

/** How many requests a second a caller may make, and how many at once after a quiet spell. */
export interface BudgetPolicy {
  rate: number;
  burst: number;
}

/** A bucket as stored: its tokens as of `refilledAt`. */
export interface BucketState {
  tokens: number;
  refilledAt: number;
}

/** The bucket of a caller never seen: full. */
export const fullBucket = (policy: BudgetPolicy, now: number): BucketState => ({
  tokens: policy.burst,
  refilledAt: now,
});

/**
 * The bucket at `now`: topped up by the time passed, never above `burst`. A
 * clock behind the stored one (another instance's) adds nothing rather than
 * taking tokens away.
 */
export function refill(state: BucketState, policy: BudgetPolicy, now: number): BucketState {
  const elapsedMs = Math.max(0, now - state.refilledAt);
  return {
    tokens: Math.min(policy.burst, Math.max(0, state.tokens) + (elapsedMs * policy.rate) / 1000),
    refilledAt: Math.max(now, state.refilledAt),
  };
}

/** What a lease took: `granted` whole tokens (0 when the bucket holds less than one) and the bucket after. */
export interface Lease {
  granted: number;
  state: BucketState;
}

/** Takes up to `wanted` whole tokens from the bucket as it is at `now`. */
export function lease(state: BucketState, policy: BudgetPolicy, now: number, wanted: number): Lease {
  const current = refill(state, policy, now);
  const granted = Math.max(0, Math.min(Math.floor(wanted), Math.floor(current.tokens)));
  return { granted, state: { ...current, tokens: current.tokens - granted } };
}

/** Whole seconds until the bucket holds one token again: the `Retry-After` of a refusal, at least 1. */
export function retryAfterSeconds(state: BucketState, policy: BudgetPolicy, now: number): number {
  const { tokens } = refill(state, policy, now);
  return Math.max(1, Math.ceil((1 - tokens) / policy.rate));
}

/** Whole seconds until a bucket holding `remaining` tokens is full again (the `t` of `RateLimit`). */
export function secondsUntilFull(remaining: number, policy: BudgetPolicy): number {
  return Math.max(0, Math.ceil((policy.burst - remaining) / policy.rate));
}

/** How the last lease ended: tokens it still held when it expired, and whether it had expired. */
export interface LeaseOutcome {
  leftOver: number;
  expired: boolean;
}

/**
 * The size of the next lease: halved when the last one expired with tokens
 * left (an idle instance wastes few), doubled when it was spent before it
 * expired (a busy one writes rarely), else the same; between 1 and the
 * policy's largest lease.
 */
export function nextLeaseSize(previous: number, outcome: LeaseOutcome, policy: BudgetPolicy): number {
  const size = outcome.leftOver > 0 ? Math.floor(previous / 2) : outcome.expired ? previous : previous * 2;
  return Math.max(1, Math.min(largestLease(policy), size));
}

/**
 * A lease lasts at most half a second of the caller's rate, so that tokens held
 * by instances (taken from the bucket, not yet spent) stay a small part of a
 * minute's budget, and never more than the burst.
 */
export function largestLease(policy: BudgetPolicy): number {
  return Math.max(1, Math.min(policy.burst, Math.ceil(policy.rate / 2)));
}
