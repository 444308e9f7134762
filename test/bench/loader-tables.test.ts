import { ListStreamsCommand, type _Stream as StreamSummary } from '@aws-sdk/client-dynamodb-streams';
import { streamsClientFor } from '#tools/local-stack/streams-client';
import { importFile, withDemoMasterData } from '../../bench/intake/import-file';
import { LOADER_TABLE_PREFIX, loaderWriteUnits } from '../../bench/intake/loader-write-units';
import { createTestBuckets, createTestTable } from '../support/table';

const streams = streamsClientFor();
afterAll(() => streams.destroy());

/** Every stream the store keeps, deleted tables' too. */
async function allStreams(): Promise<StreamSummary[]> {
  const kept: StreamSummary[] = [];
  let after: string | undefined;
  do {
    const page = await streams.send(new ListStreamsCommand({ ExclusiveStartStreamArn: after }));
    kept.push(...(page.Streams ?? []));
    after = page.LastEvaluatedStreamArn;
  } while (after !== undefined);
  return kept;
}

const loaderStreams = async () =>
  (await allStreams()).filter((stream) => stream.TableName?.startsWith(LOADER_TABLE_PREFIX));

// DynamoDB Local keeps a deleted table's stream records, and every later write to a table with a
// stream slows down with them: a loader table with a stream made the events bench 7x slower.
test('the import bench measures its loader in a table that leaves no stream behind', async () => {
  // The bench's own table, beside which the loader's are made.
  await createTestTable();
  const { documentsBucket } = await createTestBuckets();
  const { file, demo } = await importFile('LT', 11, 2);
  const before = await loaderStreams();

  const { writeUnits } = await loaderWriteUnits(withDemoMasterData(demo, file), documentsBucket);

  expect(writeUnits).toBeGreaterThan(0);
  expect(await loaderStreams()).toEqual(before);
});
