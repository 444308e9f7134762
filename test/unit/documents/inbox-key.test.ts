import fc from 'fast-check';
import { decodeEventKey, encodeEventKey } from '#shared/aws/s3-events';
import { readInboxKey } from '#shared/documents/inbox-key';

describe('keys in S3 events are decoded exactly once', () => {
  test('any key S3 encodes decodes back to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (key) => {
        expect(decodeEventKey(encodeEventKey(key))).toBe(key);
      }),
    );
  });

  test.each([
    ['inbox/SHIPMENT/1001/POD/red+flower.jpg', 'inbox/SHIPMENT/1001/POD/red flower.jpg'],
    ['inbox/SHIPMENT/1001/POD/a%2Bb.pdf', 'inbox/SHIPMENT/1001/POD/a+b.pdf'],
    // A key that contains an encoding stays encoded text: decoding twice would make it `..` and `/`.
    ['inbox/SHIPMENT/%252e%252e/POD/a%252Fb.pdf', 'inbox/SHIPMENT/%2e%2e/POD/a%2Fb.pdf'],
    ['inbox/SHIPMENT/1001/POD/%E2%82%AC.pdf', 'inbox/SHIPMENT/1001/POD/€.pdf'],
  ])('%s is %s', (encoded, key) => {
    expect(decodeEventKey(encoded)).toBe(key);
  });

  test.each(['inbox/%', 'inbox/%zz', 'inbox/%E2%82'])('%s is no encoding at all', (encoded) => {
    expect(decodeEventKey(encoded)).toBeUndefined();
  });
});

describe('reading a drop-folder key', () => {
  test('inbox/SHIPMENT/{entityId}/{type}/{name}', () => {
    expect(readInboxKey('inbox/SHIPMENT/1001/SCALE TICKET/ticket 1.tif')).toEqual({
      kind: 'submit',
      inbox: { entityId: '1001', type: 'SCALE TICKET', name: 'ticket 1.tif' },
    });
  });

  test.each(['uploads/a.pdf', '1001/a.pdf', 'inbox/SHIPMENT/1001/POD/', 'inbox/', 'INBOX/SHIPMENT/1/POD/a'])(
    '%s is not the drop folder’s business',
    (key) => {
      expect(readInboxKey(key)).toEqual({ kind: 'ignore' });
    },
  );

  test.each([
    ['inbox/SHIPMENT/1001/POD', 'expected inbox/SHIPMENT/{entityId}/{type}/{name}'],
    ['inbox/SHIPMENT/1001/POD/a/b.pdf', 'expected inbox/SHIPMENT/{entityId}/{type}/{name}'],
    ['inbox/DRIVER/D-1/POD/a.pdf', 'expected inbox/SHIPMENT/{entityId}/{type}/{name}'],
    ['inbox/SHIPMENT/1001/pod/a.pdf', 'pod is not a document type'],
    ['inbox/SHIPMENT/../POD/a.pdf', 'the key must not contain a . or .. segment'],
    ['inbox/SHIPMENT//POD/a.pdf', 'the key must not contain an empty segment (//) or end with /'],
    ['inbox/SHIPMENT/1001/POD/a\\..\\b.pdf', 'the key must not contain a backslash'],
    ['inbox/SHIPMENT/1001/POD/a\u0000.pdf', 'the key must not contain a control character'],
    [`inbox/SHIPMENT/${'9'.repeat(129)}/POD/a.pdf`, 'the shipment id is longer than 128 characters'],
  ])('%s is refused: %s', (key, reason) => {
    expect(readInboxKey(key)).toEqual({ kind: 'refuse', reason });
  });
});
