import { isJsonMediaType, parseMediaType } from '#shared/http/media-type';

describe('parseMediaType: the Content-Type grammar of RFC 9110', () => {
  test('type and subtype case-insensitive, parameter names lower-cased, values as sent', () => {
    expect(parseMediaType('Application/JSON;Charset=UTF-8')).toEqual({
      type: 'application',
      subtype: 'json',
      parameters: [['charset', 'UTF-8']],
    });
  });

  test('whitespace around semicolons, empty parameters, quoted values with escapes', () => {
    expect(parseMediaType(' application/json \t; ; charset="ut\\f-8" ;')).toEqual({
      type: 'application',
      subtype: 'json',
      parameters: [['charset', 'utf-8']],
    });
    expect(parseMediaType('text/plain; note="a;b=c"; charset=x')?.parameters).toEqual([
      ['note', 'a;b=c'],
      ['charset', 'x'],
    ]);
  });

  test.each([
    ['empty', ''],
    ['no subtype', 'application'],
    ['a lone semicolon', ';'],
    ['whitespace inside the type', 'application /json'],
    ['whitespace around =', 'application/json; charset = utf-8'],
    ['a parameter without a value', 'application/json; charset'],
    ['an unterminated quote', 'application/json; charset="utf-8'],
    ['a control character', 'application/json\u0000'],
    ['two types', 'application/json, text/plain'],
  ])('%s: not a media type', (_, header) => {
    expect(parseMediaType(header)).toBeUndefined();
  });
});

describe('isJsonMediaType: application/json, at most a UTF-8 charset', () => {
  test.each([
    'application/json',
    'APPLICATION/JSON',
    'application/json; charset=utf-8',
    'application/json; charset=UTF-8',
    'application/json;charset="utf-8"',
    'application/json ; charset=utf-8 ;',
    'application/json; charset=utf-8; charset="UTF-8"',
  ])('%s: accepted', (header) => {
    expect(isJsonMediaType(header)).toBe(true);
  });

  test.each([
    'application/json; charset=utf-16',
    'application/json; charset=utf-8; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset=utf8',
    'application/json; charset = utf-16',
    'application/json; profile=x',
    'application/json-patch+json',
    'application/merge-patch+json',
    'application/vnd.foo+json',
    'text/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '*/*',
    '',
    'application/json\u0000',
  ])('%s: refused', (header) => {
    expect(isJsonMediaType(header)).toBe(false);
  });
});
