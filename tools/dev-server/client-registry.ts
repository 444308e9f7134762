import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { clientRecordItem } from '#shared/data/clients';
import { clientRecordKey } from '#shared/data/keys';
import { clientsFileVersion, type LocalClient, readLocalClients } from './local-clients';

/** The local clients as the server knows them, and the ids the authorizer accepts. */
export interface LocalClientRegistry {
  current(): Promise<readonly LocalClient[]>;
}

/**
 * The local server's view of `npm run client`'s clients file: re-read when it
 * changes, and each client's record written to the table (as the operator
 * command does in AWS), a deleted client's removed, so that the functions
 * read the same records in both places.
 */
export function localClientRegistry(stateDir: string): LocalClientRegistry {
  let version = Number.NaN;
  let clients: readonly LocalClient[] = [];
  let syncing: Promise<void> | undefined;
  const sync = async (fileVersion: number) => {
    const next = await readLocalClients(stateDir);
    const kept = new Set(next.map((client) => client.clientId));
    const TableName = config.tableName;
    await Promise.all([
      ...next.map(({ clientId, name, scopes, createdAt }) =>
        documentClient.send(
          new PutCommand({ TableName, Item: clientRecordItem({ id: clientId, name, scopes, createdAt }) }),
        ),
      ),
      ...clients
        .filter((client) => !kept.has(client.clientId))
        .map((client) =>
          documentClient.send(new DeleteCommand({ TableName, Key: clientRecordKey(client.clientId) })),
        ),
    ]);
    clients = next;
    version = fileVersion;
  };
  return {
    async current() {
      const fileVersion = await clientsFileVersion(stateDir);
      if (fileVersion !== version) {
        syncing ??= sync(fileVersion).finally(() => {
          syncing = undefined;
        });
        await syncing;
      }
      return clients;
    },
  };
}
