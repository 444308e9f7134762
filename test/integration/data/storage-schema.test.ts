import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { storageSchemaKey } from '#shared/settings/keys';
import { keptStoreRefusal, STORAGE_SCHEMA_VERSION, storageSchemaItem } from '#tools/data-file/storage-schema';
import { seededStore } from '../../support/seed';

beforeAll(async () => {
  await seededStore('small-data.json');
});

test('a load marks the table with the storage schema, and a kept store so marked is served', async () => {
  expect(await keptStoreRefusal('.tms-local')).toBeUndefined();
});

test('a kept store of another schema, or unmarked, is refused in one line that names --fresh and re-importing', async () => {
  await documentClient.send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...storageSchemaItem(), data: { version: STORAGE_SCHEMA_VERSION - 1 } },
    }),
  );
  const older = await keptStoreRefusal('.tms-local');
  expect(older).toMatch(
    new RegExp(
      `storage schema ${STORAGE_SCHEMA_VERSION - 1}, now ${STORAGE_SCHEMA_VERSION}\\).*--fresh.*re-import`,
    ),
  );
  expect(older).not.toContain('\n');
  await documentClient.send(new DeleteCommand({ TableName: config.tableName, Key: storageSchemaKey }));
  expect(await keptStoreRefusal('.tms-local')).toMatch(/storage schema unmarked.*--fresh/);
});
