import { oneAtATime } from '#shared/data/one-at-a-time';
import type { BudgetedCaller } from './keys';
import { extendRun, type RefusalRun, runSeconds } from './refusal-run';
import { readBucket, type SeenBucket, UNSEEN_BUCKET, writeLease } from './store';
import {
  type BudgetPolicy,
  fullBucket,
  lease,
  nextLeaseSize,
  refill,
  retryAfterSeconds,
  secondsUntilFull,
} from './token-bucket';

/** What a request's budget allows, for the `RateLimit` headers and a refusal's `Retry-After`. */
export interface BudgetAnswer {
  allowed: boolean;
  policy: BudgetPolicy;
  /** Requests the caller may still make now (this instance's lease and the bucket as last seen). */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** On a refusal: whole seconds until one more request is allowed. */
  retryAfterSeconds?: number;
  /** On a refusal: seconds this instance has been refusing the caller, without a minute's pause (./refusal-run.ts). */
  refusedForSeconds?: number;
}

/** Tokens an instance leased and has not spent are dropped after this: they were taken from the bucket. */
export const LEASE_MS = 1000;

/**
 * A refusal is answered from the bucket as last seen (tokens only leave it, so
 * it holds at most that), unless that was longer ago than this: then it is
 * read again, in case an operator raised the caller's budget.
 */
export const REFRESH_MS = 1000;

/** Conditional writes lost to other instances before a request is refused rather than delayed. */
const WRITE_ATTEMPTS = 4;

interface HeldBudget {
  seen: SeenBucket;
  seenAt: number;
  leased: number;
  leaseExpiresAt: number;
  leaseSize: number;
  refusals?: RefusalRun;
}

let keepers = 0;

/**
 * One instance's view of the request budgets: tokens leased from each caller's
 * bucket in batches, spent from memory, so that most requests write nothing.
 * A Lambda instance has one (`requestBudgets`); tests make several to play
 * several instances sharing the store.
 */
export class BudgetKeeper {
  readonly #held = new Map<string, HeldBudget>();
  readonly #name = `budget-keeper-${++keepers}`;

  constructor(private readonly clock: () => number = Date.now) {}

  /** Spends one request of the caller's budget, or refuses it. */
  spend(caller: BudgetedCaller, defaults: BudgetPolicy): Promise<BudgetAnswer> {
    const key = `${caller.kind}#${caller.id}`;
    // Most requests: a token of this instance's lease, without waiting a turn. Nothing is awaited
    // between the check and the take, and a lease being written holds no token meanwhile.
    const fromLease = this.#fromLease(this.#held.get(key), defaults, this.clock());
    if (fromLease !== undefined) return Promise.resolve(fromLease);
    return oneAtATime(`${this.#name}#${key}`, () => this.#spend(key, caller, defaults));
  }

  /** Takes a token of the instance's lease while it holds one and has not expired. */
  #fromLease(held: HeldBudget | undefined, defaults: BudgetPolicy, now: number): BudgetAnswer | undefined {
    if (held === undefined || held.leased <= 0 || now >= held.leaseExpiresAt) return undefined;
    held.leased -= 1;
    return this.#answer(held, defaults, now, true);
  }

  async #spend(key: string, caller: BudgetedCaller, defaults: BudgetPolicy): Promise<BudgetAnswer> {
    const now = this.clock();
    const held = this.#held.get(key) ?? {
      seen: UNSEEN_BUCKET,
      seenAt: Number.NEGATIVE_INFINITY,
      leased: 0,
      leaseExpiresAt: 0,
      leaseSize: 1,
    };
    this.#held.set(key, held);
    // A lease written while this request waited its turn.
    const fromLease = this.#fromLease(held, defaults, now);
    if (fromLease !== undefined) return fromLease;
    const policyBefore = held.seen.policy ?? defaults;
    if (held.leaseExpiresAt > 0) {
      const outcome = { leftOver: held.leased, expired: now >= held.leaseExpiresAt };
      held.leaseSize = nextLeaseSize(held.leaseSize, outcome, policyBefore);
    }
    held.leased = 0;
    held.leaseExpiresAt = 0;
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const policy = held.seen.policy ?? defaults;
      const state = held.seen.state ?? fullBucket(policy, now);
      const taken = lease(state, policy, now, held.leaseSize);
      if (taken.granted === 0) {
        if (now - held.seenAt < REFRESH_MS || attempt > 0) return this.#answer(held, defaults, now, false);
        held.seen = await readBucket(caller);
        held.seenAt = now;
        continue;
      }
      const written = await writeLease(caller, held.seen, taken.state);
      held.seenAt = now;
      if (!written.written) {
        held.seen = written.current;
        continue;
      }
      held.seen = { ...held.seen, state: taken.state, version: written.version };
      held.leased = taken.granted - 1;
      held.leaseExpiresAt = now + LEASE_MS;
      return this.#answer(held, defaults, now, true);
    }
    return this.#answer(held, defaults, now, false);
  }

  #answer(held: HeldBudget, defaults: BudgetPolicy, now: number, allowed: boolean): BudgetAnswer {
    const policy = held.seen.policy ?? defaults;
    const state = held.seen.state ?? fullBucket(policy, now);
    const remaining = Math.max(0, Math.floor(held.leased + refill(state, policy, now).tokens));
    const answer = { allowed, policy, remaining, resetSeconds: secondsUntilFull(remaining, policy) };
    if (allowed) return answer;
    held.refusals = extendRun(held.refusals, now);
    return {
      ...answer,
      retryAfterSeconds: retryAfterSeconds(state, policy, now),
      refusedForSeconds: runSeconds(held.refusals),
    };
  }
}
