import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { Scope } from '#shared/domain/scopes';
import { forgetClientRecords } from '#shared/integrations/client-directory';
import { clientRecordKey } from '#shared/integrations/keys';
import { type ClientRecord, clientRecordItem } from '#shared/integrations/store';

/** Registers a machine client in the test's table, as the operator command does, and forgets cached records. */
export async function registerClient(
  id: string,
  name: string,
  scopes: readonly Scope[],
): Promise<ClientRecord> {
  const record = { id, name, scopes: [...scopes], createdAt: new Date().toISOString() };
  await documentClient.send(new PutCommand({ TableName: config.tableName, Item: clientRecordItem(record) }));
  forgetClientRecords();
  return record;
}

export async function unregisterClient(id: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: config.tableName, Key: clientRecordKey(id) }));
  forgetClientRecords();
}
