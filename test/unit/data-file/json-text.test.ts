import { parseJsonText } from '#tools/data-file/json-text';

describe('parseJsonText', () => {
  test('valid JSON parses, whitespace and escapes included', () => {
    expect(parseJsonText(' {"a": [1, -2.5e3, true, null, "x\\"\\u00e9"]}\r\n')).toEqual({
      ok: true,
      value: { a: [1, -2500, true, null, 'x"é'] },
    });
  });

  test.each<[string, string, string]>([
    ['a trailing comma', '{"a": 1,}', 'line 1, column 9 (position 8)'],
    ['a missing colon', '{"a" 1}', 'line 1, column 6 (position 5)'],
    ['a single-quoted string', "{'a': 1}", 'line 1, column 2 (position 1)'],
    ['a bad literal', '[tru]', 'line 1, column 2 (position 1)'],
    ['a bad escape', '["a\\x"]', 'line 1, column 4 (position 3)'],
    ['a raw newline in a string', '["a\nb"]', 'line 1, column 4 (position 3)'],
    ['a leading zero', '[01]', 'line 1, column 3 (position 2)'],
    ['text after the value', '{}\n{}', 'line 2, column 1 (position 3)'],
    ['nothing at all', '', 'line 1, column 1 (position 0)'],
    ['an unclosed array', '[1,\n 2', 'line 2, column 3 (position 6)'],
  ])('%s is located', (_, text, where) => {
    const result = parseJsonText(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.startsWith(`invalid JSON at ${where}: `)).toBe(true);
  });
});
