import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { clientRecordKey } from '#shared/integrations/keys';
import { clientRecordItem } from '#shared/integrations/store';
import { clientsFileVersion, type LocalClient, readLocalClients } from './local-clients';

/** The local clients as the server knows them, and the ids the authorizer accepts. */
export interface LocalClientRegistry {
  current(): Promise<readonly LocalClient[]>;
}

/**
 * Writes each client's record to the table (as the operator command does in
 * AWS) and removes those of the clients gone since `before`, so that the
 * functions read the same records in both places.
 */
export async function writeClientRecords(
  before: readonly LocalClient[],
  after: readonly LocalClient[],
): Promise<void> {
  const kept = new Set(after.map((client) => client.clientId));
  const TableName = config.tableName;
  await Promise.all([
    ...after.map(({ clientId, name, scopes, createdAt, tokensIssuedFrom }) =>
      documentClient.send(
        new PutCommand({
          TableName,
          Item: clientRecordItem({
            id: clientId,
            name,
            scopes,
            createdAt,
            ...(tokensIssuedFrom !== undefined && { tokensIssuedFrom }),
          }),
        }),
      ),
    ),
    ...before
      .filter((client) => !kept.has(client.clientId))
      .map((client) =>
        documentClient.send(new DeleteCommand({ TableName, Key: clientRecordKey(client.clientId) })),
      ),
  ]);
}

/**
 * The local server's view of `npm run client`'s clients file: re-read, and
 * its records written, whenever it has changed since the last look, which
 * each token request and each request with a token takes.
 */
export function localClientRegistry(stateDir: string): LocalClientRegistry {
  let version: string | undefined;
  let clients: readonly LocalClient[] = [];
  let syncing: Promise<void> | undefined;
  const sync = async (fileVersion: string) => {
    const next = await readLocalClients(stateDir);
    await writeClientRecords(clients, next);
    clients = next;
    version = fileVersion;
  };
  return {
    async current() {
      // Again after a sync under way: the file may have changed since it began.
      for (let fileVersion = await clientsFileVersion(stateDir); fileVersion !== version; ) {
        syncing ??= sync(fileVersion).finally(() => {
          syncing = undefined;
        });
        await syncing;
        fileVersion = await clientsFileVersion(stateDir);
      }
      return clients;
    },
  };
}
