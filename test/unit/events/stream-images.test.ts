import { unmarshall } from '@aws-sdk/util-dynamodb';
import { serviceImage } from '#tools/local-stack/stream-images';

test("DynamoDB Local's untyped empty collections read as empty maps, at any depth; typed values are kept", () => {
  const image = {
    pk: { S: 'IMPORT#1' },
    data: { M: { counts: {}, nested: { L: [{ M: { inner: {} } }, { N: '3' }] }, status: { S: 'pending' } } },
  };
  const repaired = serviceImage(image as never);
  expect(repaired).toEqual({
    pk: { S: 'IMPORT#1' },
    data: {
      M: {
        counts: { M: {} },
        nested: { L: [{ M: { inner: { M: {} } } }, { N: '3' }] },
        status: { S: 'pending' },
      },
    },
  });
  expect(unmarshall(repaired as never)).toEqual({
    pk: 'IMPORT#1',
    data: { counts: {}, nested: [{ inner: {} }, 3], status: 'pending' },
  });
  expect(() => unmarshall(image as never)).toThrow('No value defined');
  expect(serviceImage(undefined)).toBeUndefined();
});
