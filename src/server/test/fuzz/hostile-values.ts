import fc from 'fast-check';
import { JsonObject, RawJson } from './json-text';

/** Text PostgreSQL refuses or would store altered, and text past every limit. */
const hostileStrings = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  'emoji cut in half \ud83d',
  '\t',
  'bell\u0007',
  '\u001b[31mred',
  'del\u007f',
  '\r\n',
  ' ',
  '',
  'x'.repeat(5_001),
  'y'.repeat(70_000),
  "'; drop table parts; --",
  '%_\\',
  '${7*7}',
);

/** Numbers at and past the edges of int4, JavaScript's safe integers and doubles. */
const hostileNumbers = fc.constantFrom<unknown>(
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  0.1 + 0.2,
  1.5,
  -1,
  99_999_999.995,
  new RawJson('1e400'),
  new RawJson('-0'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.00000000000000000000001'),
);

/** Strings that number parsers read in surprising ways. */
const numberishStrings = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  '1_000',
  '٣',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  ' 12 ',
  '12abc',
);

/** Dates outside what PostgreSQL, ISO 8601 or the calendar allow. */
const farDates = fc.constantFrom<unknown>(
  '+010000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '0000-01-01',
  '1899-12-31',
  '9999-12-31T23:59:60Z',
  '10000-01-01',
  '2026-02-30',
  '2026-13-01',
  '275760-09-13',
  'yesterday',
  8.64e15,
  8.64e15 + 1,
  -8.64e15,
  true,
);

const wrongTypes = fc.constantFrom<unknown>(true, false, null, [], {}, [1, 2], { a: 1 }, 0, '');

function nestedArrays(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Deep nesting and odd containers. */
const nestedGarbage = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant(nestedArrays(500)),
  fc.constant(new JsonObject([['a', new JsonObject([['b', new JsonObject([['c', ['\u0000']]])]])]])),
);

/** Members that try to reach an object's prototype. */
export const pollutionEntries = fc.constantFrom<readonly [string, JsonObject]>(
  ['__proto__', new JsonObject([['polluted', true]])],
  ['constructor', new JsonObject([['prototype', new JsonObject([['polluted', true]])]])],
);

/** Ids that are not ids, or are but of nothing. */
const oddIds = fc.constantFrom(
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '------------------------------------',
  '123',
);

/** Any one hostile value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: hostileNumbers },
  { weight: 2, arbitrary: numberishStrings },
  { weight: 2, arbitrary: farDates },
  { weight: 2, arbitrary: wrongTypes },
  { weight: 1, arbitrary: nestedGarbage },
  { weight: 1, arbitrary: oddIds },
);

/** Bodies that are not JSON at all, or not the JSON they claim to be. */
export const malformedJsonText = fc.constantFrom(
  '{"a":',
  '{"a":1}}',
  '{a:1}',
  "{'a':1}",
  '\u0000',
  '\ufeff{}',
  '[',
  'null',
  '"text"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
);
