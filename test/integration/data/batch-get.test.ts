import { batchGetItems } from '#shared/data/batch-get';
import { masterRecordKey } from '#shared/master-data/keys';
import { masterRecordToItem } from '#shared/master-data/store';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { lateDynamoDbAnswers } from '../../support/store-faults';
import { createTestTable } from '../../support/table';

const STORED = 250;
const ids = Array.from({ length: STORED }, (_, index) => `T-${index}`);

let tableName: string;
beforeAll(async () => {
  tableName = await createTestTable();
  await batchWriteItems(tableName, {
    puts: ids.map((id, rank) => masterRecordToItem('tractor', { id }, rank)),
    deletes: [],
  });
});

test('reads every existing item of more than 100 keys, with duplicates and missing keys', async () => {
  const keys = [
    ...ids.map((id) => masterRecordKey('tractor', id)),
    ...ids.slice(0, 30).map((id) => masterRecordKey('tractor', id)),
    ...Array.from({ length: 40 }, (_, index) => masterRecordKey('tractor', `missing-${index}`)),
  ];
  const items = await batchGetItems(tableName, keys);
  expect(items.map((item) => (item.data as { id: string }).id).sort()).toEqual([...ids].sort());
});

test('no keys, no request', async () => {
  expect(await batchGetItems(tableName, [])).toEqual([]);
});

test('a bulk write the store does not serve, retries spent, is sent again until every item is stored', async () => {
  const late = lateDynamoDbAnswers('BatchWriteItemCommand', { times: 3 });
  try {
    const more = Array.from({ length: 20 }, (_, index) => `L-${index}`);
    await batchWriteItems(tableName, {
      puts: more.map((id, rank) => masterRecordToItem('tractor', { id }, STORED + rank)),
      deletes: [],
    });
    const items = await batchGetItems(
      tableName,
      more.map((id) => masterRecordKey('tractor', id)),
    );
    expect(items).toHaveLength(more.length);
  } finally {
    late.remove();
  }
});
