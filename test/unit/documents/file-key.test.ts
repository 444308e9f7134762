import fc from 'fast-check';
import { fileKeyProblem } from '#shared/documents/file-key';

describe('drop-bucket keys that name one object as written', () => {
  test.each([
    'pod.pdf',
    'inbox/SHIPMENT/1001/POD/scan 1.pdf',
    'a/b/c/d.tif',
    '...',
    '.hidden/file',
    'file.',
    'a..b/c',
    '%2e%2e/not-decoded',
    'ünïcödé/ファイル.png',
    '\u2025/two-dot-leader',
    'x'.repeat(1024),
    `${'é'.repeat(512)}`,
  ])('%s is accepted', (key) => {
    expect(fileKeyProblem(key)).toBeUndefined();
  });
});

describe('keys a resolver could turn into another object', () => {
  test.each([
    ['', '1 to 1024 bytes'],
    ['x'.repeat(1025), '1 to 1024 bytes'],
    [`${'é'.repeat(512)}x`, '1 to 1024 bytes'],
    ['/pod.pdf', 'start with /'],
    ['//pod.pdf', 'start with /'],
    ['a//b', 'empty segment'],
    ['a/', 'empty segment'],
    ['..', '. or .. segment'],
    ['.', '. or .. segment'],
    ['../other-bucket/documents/1002/POD/x/1', '. or .. segment'],
    ['a/../b', '. or .. segment'],
    ['a/./b', '. or .. segment'],
    ['./pod.pdf', '. or .. segment'],
    ['a/..', '. or .. segment'],
    ['..\\other', 'backslash'],
    ['a\\b', 'backslash'],
    ['a\u0000b', 'control character'],
    ['pod.pdf\n', 'control character'],
    ['a\tb', 'control character'],
    ['a\u007fb', 'control character'],
    ['a\u0085b', 'control character'],
  ])('%j is refused (%s)', (key, problem) => {
    expect(fileKeyProblem(key)).toContain(problem);
  });
});

test('an accepted key, encoded as the SDK encodes it, never changes under URL path resolution', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('a', '.', '..', '', 'b.c', '/', '\\', '%2e'), { maxLength: 8 }),
      (parts) => {
        const key = parts.join('/');
        if (fileKeyProblem(key) !== undefined) return;
        const path = `/${key.split('/').map(encodeURIComponent).join('/')}`;
        expect(new URL(`http://bucket.example${path}`).pathname).toBe(path);
      },
    ),
  );
});
