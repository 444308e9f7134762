import { type ClientRecord, getClientRecord } from '#shared/integrations/store';

/**
 * How long a warm function trusts a client's record before reading it again:
 * a deleted client, or a scope taken away, counts within this time, while a
 * busy integration costs one read per function instance per period, not one
 * per request.
 */
export const CLIENT_RECORD_TTL_MS = 60_000;

const cached = new Map<string, { record: ClientRecord; readAt: number }>();

/** A registered client's record, from this instance's memory while fresh; undefined if it is not registered. */
export async function registeredClient(
  id: string,
  now: number = Date.now(),
): Promise<ClientRecord | undefined> {
  const hit = cached.get(id);
  if (hit !== undefined && now - hit.readAt < CLIENT_RECORD_TTL_MS) return hit.record;
  const record = await getClientRecord(id);
  if (record === undefined) cached.delete(id);
  else cached.set(id, { record, readAt: now });
  return record;
}

/** Forgets what was read (tests change records under a warm process). */
export function forgetClientRecords(): void {
  cached.clear();
}
