import fc from 'fast-check';

/**
 * Values a client could send that a well-behaved one never would: each aims
 * at a way of mishandling input (types, sizes, encodings, calendar edges).
 */

/** Strings that are valid Unicode but trip naive handling: controls, bidi, joiners, lookalikes. */
export const ODD_UNICODE = [
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ufeffBOM',
  '\uffff',
  '\u2028\u2029',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  'İı',
  'ß',
  'مرحبا',
  '１００１',
  'D‐1',
  '\t\r\n',
  ' ',
] as const;

/** Strings carrying half a surrogate pair: JSON allows them as escapes, UTF-8 cannot encode them. */
export const LONE_SURROGATES = ['\ud800', 'x\udfffy', '\udc00\ud800'] as const;

/** Look like the service's own keys, paths or queries: aimed at key building and routing. */
export const INJECTIONS = [
  'SHIPMENT#1001',
  '1001#SHIPMENT',
  'DRIVER#D-1',
  'PLAN#',
  '../1001',
  '1001/itinerary',
  '%31%30%30%31',
  '%E0%A4%A',
  '?limit=1',
  '*',
  '$' + '{TABLE_NAME}',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '__proto__',
  'constructor',
] as const;

/** Date and date-time spellings around and beyond the calendar's edges. */
export const INVALID_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-1-1',
  '20261123',
  '2026-11-23T24:00:00',
  '2026-11-23T10:60:00',
  '2026-11-23T10:00:00+25:00',
  '2026-11-23 10:00:00',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2026-11-23T10:00:00.1234567890Z',
  'NaN',
  'Invalid Date',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999+23:59',
] as const;

/** Real dates a valid request could carry, so that edits sometimes pass validation. */
export const VALID_DATES = ['2026-11-23', '2026-11-24', '2000-01-01', '2026-12-31'] as const;
export const VALID_DATE_TIMES = [
  '2026-11-23T08:05:00',
  '2026-11-23T09:30:00',
  '2026-11-23T12:00:00.000Z',
  '2026-11-24T07:00:00-06:00',
  '',
] as const;

/** Long strings are built by repetition: generating them character by character would dominate the run. */
const repeated = (minimum: number, maximum: number) =>
  fc
    .tuple(fc.constantFrom('x', 'é', '𝄞', '\u0000', '"\\', '<a>'), fc.integer({ min: minimum, max: maximum }))
    .map(([unit, count]) => unit.repeat(count));

/**
 * A string for the request line and headers: short odd ones mostly, now and
 * then a few KB (API Gateway refuses a request line and headers over 10 KB).
 */
export const hostileShortString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_UNICODE, ...INJECTIONS, ...INVALID_DATES), weight: 6 },
  { arbitrary: fc.constantFrom(...LONE_SURROGATES), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 3 },
  { arbitrary: repeated(129, 2_000), weight: 2 },
);

/** A string for a body: as above, and now and then one of hundreds of KB. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileShortString, weight: 15 },
  { arbitrary: repeated(200_000, 400_000), weight: 1 },
);

/** Any JSON value, shallow or deep, including the odd strings above. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  {
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e308,
      -0,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
      [null],
    ),
    weight: 3,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 3 },
  {
    arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((length) => Array.from({ length }, () => 0)),
    weight: 1,
  },
  { arbitrary: fc.integer({ min: 50, max: 500 }).map(nestedObject), weight: 1 },
);

/**
 * `{ a: { a: ... { a: 1 } } }`, `depth` levels, built without recursion. Kept
 * within what a test can clone and stringify; deeper nesting is sent as text.
 */
function nestedObject(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** Bodies that are not the JSON of an object: broken, ambiguous, nested past reason, or not JSON at all. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{"moves": [], "moves": 7}',
    '{"context": "SHIPMENT", "context": {"$ne": 1}}',
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    '\ufeff{}',
    '{"a": NaN}',
    '{"a": Infinity}',
    "{'a': 1}",
    '{"a": "\\ud800"}',
    '{"a": "\\u0000"}',
    '{"a":1}garbage',
    '<xml/>',
    'moves=1&id=2',
  ),
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc
    .integer({ min: 1_000, max: 100_000 })
    .map((depth) => `{"moves":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 1024 * 1024 - 8, max: 1024 * 1024 + 64 }).map((size) => `"${'x'.repeat(size)}"`),
);

/** Content types a JSON API meets: the right one in odd spellings, and wrong ones. */
export const contentType: fc.Arbitrary<string> = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  ';',
  'application/json\u0000',
  '*/*',
);
