import fc from 'fast-check';
import {
  type BucketState,
  fullBucket,
  largestLease,
  lease,
  nextLeaseSize,
  refill,
  retryAfterSeconds,
  secondsUntilFull,
} from '#shared/budgets/token-bucket';

const CLIENT = { rate: 25, burst: 100 };
const DRIVER = { rate: 10, burst: 50 };

describe('refill', () => {
  it('adds rate tokens a second', () => {
    expect(refill({ tokens: 0, refilledAt: 0 }, CLIENT, 1000)).toEqual({ tokens: 25, refilledAt: 1000 });
    expect(refill({ tokens: 10, refilledAt: 0 }, DRIVER, 100)).toEqual({ tokens: 11, refilledAt: 100 });
  });
  it('never fills past the burst', () => {
    expect(refill({ tokens: 90, refilledAt: 0 }, CLIENT, 60_000).tokens).toBe(100);
  });
  it('adds nothing and takes nothing when the clock is behind the stored one', () => {
    expect(refill({ tokens: 5, refilledAt: 2000 }, CLIENT, 1000)).toEqual({ tokens: 5, refilledAt: 2000 });
  });
  it('counts a negative stored count as empty', () => {
    expect(refill({ tokens: -3, refilledAt: 0 }, CLIENT, 0).tokens).toBe(0);
  });
});

describe('lease', () => {
  it('takes what is asked while the bucket holds it', () => {
    expect(lease(fullBucket(CLIENT, 0), CLIENT, 0, 13)).toEqual({
      granted: 13,
      state: { tokens: 87, refilledAt: 0 },
    });
  });
  it('takes only whole tokens, at most those in the bucket', () => {
    expect(lease({ tokens: 2.5, refilledAt: 0 }, CLIENT, 0, 13)).toEqual({
      granted: 2,
      state: { tokens: 0.5, refilledAt: 0 },
    });
  });
  it('grants nothing from less than one token, leaving it be', () => {
    expect(lease({ tokens: 0.9, refilledAt: 0 }, CLIENT, 0, 5)).toEqual({
      granted: 0,
      state: { tokens: 0.9, refilledAt: 0 },
    });
  });
  it('grants what refilled since', () => {
    expect(lease({ tokens: 0, refilledAt: 0 }, DRIVER, 250, 5).granted).toBe(2);
  });
});

describe('retryAfterSeconds', () => {
  it('is the whole seconds until one token is back, at least one', () => {
    expect(retryAfterSeconds({ tokens: 0, refilledAt: 0 }, CLIENT, 0)).toBe(1);
    expect(retryAfterSeconds({ tokens: 0, refilledAt: 0 }, { rate: 1, burst: 1 }, 0)).toBe(1);
    expect(retryAfterSeconds({ tokens: 0, refilledAt: 0 }, { rate: 0.25, burst: 1 }, 0)).toBe(4);
    expect(retryAfterSeconds({ tokens: 0.5, refilledAt: 0 }, { rate: 0.25, burst: 1 }, 0)).toBe(2);
    expect(retryAfterSeconds({ tokens: 5, refilledAt: 0 }, CLIENT, 0)).toBe(1);
  });
});

describe('secondsUntilFull', () => {
  it('is the whole seconds to refill what is missing', () => {
    expect(secondsUntilFull(100, CLIENT)).toBe(0);
    expect(secondsUntilFull(0, CLIENT)).toBe(4);
    expect(secondsUntilFull(99, CLIENT)).toBe(1);
    expect(secondsUntilFull(0, DRIVER)).toBe(5);
  });
});

describe('lease sizes', () => {
  it('are half a second of the rate, at most the burst, at least one', () => {
    expect(largestLease(CLIENT)).toBe(13);
    expect(largestLease(DRIVER)).toBe(5);
    expect(largestLease({ rate: 100, burst: 10 })).toBe(10);
    expect(largestLease({ rate: 1, burst: 1 })).toBe(1);
  });
  it('double when spent early, halve when left over, stay when spent and expired', () => {
    expect(nextLeaseSize(4, { leftOver: 0, expired: false }, CLIENT)).toBe(8);
    expect(nextLeaseSize(8, { leftOver: 0, expired: false }, CLIENT)).toBe(13);
    expect(nextLeaseSize(8, { leftOver: 3, expired: true }, CLIENT)).toBe(4);
    expect(nextLeaseSize(1, { leftOver: 1, expired: true }, CLIENT)).toBe(1);
    expect(nextLeaseSize(6, { leftOver: 0, expired: true }, CLIENT)).toBe(6);
  });
});

describe('a bucket leased from by any number of instances, in any order', () => {
  const policies = fc.record({
    rate: fc.integer({ min: 1, max: 200 }),
    burst: fc.integer({ min: 1, max: 500 }),
  });
  const leases = fc.array(
    fc.record({ afterMs: fc.integer({ min: 0, max: 2000 }), wanted: fc.integer({ min: 0, max: 60 }) }),
    {
      maxLength: 200,
    },
  );

  it('never grants more than burst + rate x elapsed time, and never goes negative', () => {
    fc.assert(
      fc.property(policies, leases, (policy, steps) => {
        let state: BucketState = fullBucket(policy, 0);
        let now = 0;
        let granted = 0;
        for (const step of steps) {
          now += step.afterMs;
          const taken = lease(state, policy, now, step.wanted);
          expect(taken.granted).toBeGreaterThanOrEqual(0);
          expect(taken.granted).toBeLessThanOrEqual(step.wanted);
          expect(taken.state.tokens).toBeGreaterThanOrEqual(0);
          expect(taken.state.tokens).toBeLessThanOrEqual(policy.burst);
          granted += taken.granted;
          state = taken.state;
        }
        expect(granted).toBeLessThanOrEqual(policy.burst + (policy.rate * now) / 1000 + 1e-9);
      }),
    );
  });

  it('grants everything the rate allows to a caller that always asks, from empty, while the bucket never overflows', () => {
    fc.assert(
      fc.property(
        policies,
        fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 100 }),
        (policy, gaps) => {
          // Short enough that a bucket left with less than one token never reaches the burst: nothing is capped away.
          const longestGap = Math.floor(((policy.burst - 1) * 1000) / policy.rate);
          let state: BucketState = { tokens: 0, refilledAt: 0 };
          let now = 0;
          let granted = 0;
          for (const gap of gaps) {
            now += Math.min(gap, longestGap);
            const taken = lease(state, policy, now, Number.MAX_SAFE_INTEGER);
            expect(taken.state.tokens).toBeLessThan(1);
            granted += taken.granted;
            state = taken.state;
          }
          expect(granted + state.tokens).toBeCloseTo((policy.rate * now) / 1000, 6);
        },
      ),
    );
  });

  it('refuses with a Retry-After after which a lease is granted', () => {
    fc.assert(
      fc.property(policies, fc.double({ min: 0, max: 0.999, noNaN: true }), (policy, tokens) => {
        const state = { tokens, refilledAt: 0 };
        const wait = retryAfterSeconds(state, policy, 0);
        expect(Number.isInteger(wait)).toBe(true);
        expect(lease(state, policy, wait * 1000, 1).granted).toBe(1);
      }),
    );
  });
});
