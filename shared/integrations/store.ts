import { getItem } from '#shared/data/get-item';
import { dataOf, type Item } from '#shared/data/item';
import type { Scope } from '#shared/domain/scopes';
import { CLIENT_ENTITIES, clientRecordKey } from '#shared/integrations/keys';

/**
 * A machine client's record, written by the operator command beside its
 * Cognito app client: what logs, history and webhooks need to know of it.
 */
export interface ClientRecord {
  /** The app client id: the token's `client_id`. */
  id: string;
  name: string;
  /** The scopes it holds now; a token's scopes count only while the record still holds them. */
  scopes: Scope[];
  createdAt: string;
  /**
   * Epoch seconds of its last secret rotation: a token issued before it
   * (`iat`) is refused, so that a rotation ends every token out there.
   */
  tokensIssuedFrom?: number;
}

/** The item of a client's record (the operator command puts it; no index: only read by id). */
export const clientRecordItem = (record: ClientRecord): Item<ClientRecord> => ({
  ...clientRecordKey(record.id),
  entity: CLIENT_ENTITIES.client,
  data: record,
});

/** A client's record, or undefined once the client was deleted (or never registered). */
export async function getClientRecord(id: string): Promise<ClientRecord | undefined> {
  const item = await getItem(clientRecordKey(id));
  return item === undefined ? undefined : dataOf<ClientRecord>(item);
}
