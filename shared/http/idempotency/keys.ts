import type { ItemKey } from '#shared/data/item';
import { joinKey } from '#shared/data/keys';

/** Powertools prefixes each hashed idempotency key with it (`<prefix>#<hash>`). */
export const IDEMPOTENCY_KEY_PREFIX = 'IDEMPOTENCY';

/** The record of a hashed idempotency key (`IDEMPOTENCY#<hash>`, as Powertools builds it). */
export function idempotencyRecordKey(hashedKey: string): ItemKey {
  return { pk: hashedKey, sk: IDEMPOTENCY_KEY_PREFIX };
}

/** The idempotency record, as docs/data-model.md describes it. */
export function idempotencyItemTypes() {
  return {
    idempotencyRecord: {
      kind: 'idempotency record',
      entity: null,
      also: '`status`, `expiresAtEpoch`, `inProgressExpiresAt`, `payloadHash`, `claimToken`, `committedAt`',
      pk: joinKey(IDEMPOTENCY_KEY_PREFIX, '<sha-256 of caller kind and id, method, path, key>'),
      sk: IDEMPOTENCY_KEY_PREFIX,
      data: "Powertools' idempotency record of a keyed request: its status, the stored response under `data` (its body as the JSON text sent), the claiming request's `claimToken`, and `committedAt` once its change committed; TTL removes it after 24 h",
    },
  } as const;
}
