import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const claimOfRequest = new AsyncLocalStorage<string>();

/**
 * Runs a keyed request under a claim token of its own, written with its
 * record's claim: an SDK retry of the claim that meets the record knows it as
 * its own (the first attempt landed, its answer did not), and only the
 * request holding the claim may release it or commit under it.
 */
export function withOwnClaim<T>(work: () => Promise<T>): Promise<T> {
  return claimOfRequest.run(randomUUID(), work);
}

/** The claim token of the keyed request under way. */
export function ownClaim(): string {
  const token = claimOfRequest.getStore();
  if (token === undefined) throw new Error('An idempotency record is claimed only under withOwnClaim.');
  return token;
}
