import { decodeFeedCursor, encodeFeedCursor } from '#shared/events/feed/cursor';

const cursor = { stage: 'local', position: 42, writtenAt: 1_763_993_560_950 };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

test('a cursor reads back as written', () => {
  expect(decodeFeedCursor(encodeFeedCursor(cursor), 'local')).toEqual(cursor);
});

test("another stage's cursor is not one of this feed", () => {
  expect(decodeFeedCursor(encodeFeedCursor(cursor), 'prod')).toBeUndefined();
});

test.each([
  ['empty', ''],
  ['not base64url', 'abc+/='],
  ['not JSON', b64('{"s":"local",')],
  ['an extra field', b64('{"s":"local","p":1,"t":2,"x":3}')],
  ['a negative position', b64('{"s":"local","p":-1,"t":2}')],
  ['a fractional position', b64('{"s":"local","p":1.5,"t":2}')],
  ['a position as text', b64('{"s":"local","p":"1","t":2}')],
  ['fields in another order', b64('{"p":42,"s":"local","t":1763993560950}')],
  ['white space added', b64('{"s":"local", "p":42,"t":1763993560950}')],
  ['too long', 'a'.repeat(201)],
])('a cursor %s is refused', (_, text) => {
  expect(decodeFeedCursor(text, 'local')).toBeUndefined();
});
