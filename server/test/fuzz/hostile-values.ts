// What a careless or hostile client sends: wrong types, injections, odd Unicode, huge strings, JSON
// that is not quite JSON. Text never contains NUL here; NUL has its own cases (see regressions.test.ts).
import fc from 'fast-check';

const KB = 1024;

export const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND pg_sleep(1) IS NULL --",
  '$1',
  '%',
  '_',
  '\\',
  '%_\\%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '__proto__',
  'constructor',
  '{"$gt":""}',
];

export const ODD_TEXT = [
  '',
  ' ',
  '\t\n\r ',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '🎶🥁🇳🇬👩🏾‍🎤',
  'Z̴̢̛̗͎̫a̵l̶g̷o̸',
  '\u0001\u0007\u001b[31m\u007f',
  '\ud800',
  '\udfff\ud800',
  '\uffff',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(40),
  '0x10',
  'true',
  '[]',
  '{}',
];

/** Large strings, from just past a field's cap to about 100 KB. */
export const HUGE_TEXT = [
  'a'.repeat(201),
  'b'.repeat(1001),
  'c'.repeat(4097),
  'd'.repeat(20_001),
  'e'.repeat(100 * KB),
  '🎶'.repeat(25 * KB),
  'é'.repeat(50 * KB),
  '<'.repeat(30 * KB),
];

const withoutNul = (text: string) => text.split('\u0000').join('');

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(withoutNul) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.lorem({ maxCount: 2 }), fc.constantFrom(...INJECTIONS)).map(([a, b]) => `${a}${b}`),
  },
);

/** Any JSON value of the wrong kind: numbers at the edges, null, arrays where objects belong, … */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0.0001,
      1e308,
      -1e308,
      2 ** 31,
      2 ** 53 + 2,
      -(2 ** 63),
      [],
      {},
      [null],
      ['a', 1],
      { a: { b: { c: [] } } },
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }) },
);

/** Names that a mass-assignment attempt would add to a body. */
export const EXTRA_FIELDS = [
  'id',
  'role',
  'isAdmin',
  'userId',
  'authorId',
  'author',
  'email',
  'postCount',
  'replyCount',
  'reputation',
  'isPinned',
  'isLocked',
  'createdAt',
  'passwordHash',
  'constructor',
  'x',
];

/** Bodies that are not JSON, or not what their Content-Type says. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  '[1,]',
  'undefined',
  'NaN',
  '{"a": 01}',
  '{"a": "\\x41"}',
  '{"a": "\\ud800"}',
  '\ufeff{}',
  '{"__proto__": {"role": "admin"}}',
  '{"constructor": {"prototype": {"role": "admin"}}}',
  '{"a": 1, "a": 2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '"just a string"',
  '12345678901234567890123456789',
  'null',
  ' ',
  '\u0000',
  '\u00ff\u00fe',
];

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  '*/*',
  'invalid',
];
