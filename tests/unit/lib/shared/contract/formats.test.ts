import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  dateTime,
  integer,
  isDateTime,
  recordOf,
  uuid,
  wholeNumber,
} from '../../../../../lib/shared/contract/formats';

// The contract's formats are checked by hand to keep zod's string and number formats and bound check out of
// the worker; they must accept what those accept (the UUID less the nil and max UUIDs), so each
// is compared with the zod check it replaces, on chosen edge cases and on many strings made at
// random.

const zodDateTime = z.iso.datetime({ offset: true });
const zodUuid = z.uuid();

const DATE_TIMES = [
  '2026-11-27T09:30:00Z',
  '2026-11-27T09:30:00.5Z',
  '2026-11-27T09:30:00.123456789+01:00',
  '2026-11-27T23:59:59-12:30',
  '2026-11-27T24:00:00Z',
  '2026-11-27T09:60:00Z',
  '2026-11-27T09:30:60Z',
  '2026-11-27T09:30Z',
  '2026-11-27T09:30:00',
  '2026-11-27T09:30:00z',
  '2026-11-27 09:30:00Z',
  '2026-11-27T09:30:00+0100',
  '2026-11-27T09:30:00+01',
  '2026-11-27T09:30:00+24:00',
  '2026-11-27',
  '',
  '2026-02-28T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '2024-02-29T00:00:00Z',
  '2000-02-29T00:00:00Z',
  '1900-02-29T00:00:00Z',
  '0000-02-29T00:00:00Z',
  '0100-02-29T00:00:00Z',
  '0004-02-29T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-04-30T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-12-31T00:00:00Z',
  '2026-12-32T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-00-01T00:00:00Z',
  '2026-01-00T00:00:00Z',
  '12026-01-01T00:00:00Z',
  '2026-11-27T09:30:00Z ',
  '2026-11-27T09:30:00.Z',
];

const UUIDS = [
  crypto.randomUUID(),
  crypto.randomUUID().toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '123e4567-e89b-12d3-a456-426614174000',
  '123e4567-e89b-02d3-a456-426614174000',
  '123e4567-e89b-92d3-a456-426614174000',
  '123e4567-e89b-12d3-c456-426614174000',
  '123e4567e89b12d3a456426614174000',
  '{123e4567-e89b-12d3-a456-426614174000}',
  '123e4567-e89b-12d3-a456-42661417400g',
  '',
];

/** A string made of `alphabet` at random, up to `length` characters. */
function random(alphabet: string, length: number): string {
  const size = Math.floor(Math.random() * (length + 1));
  return Array.from(
    { length: size },
    () => alphabet[Math.floor(Math.random() * alphabet.length)],
  ).join('');
}

/** A date-time with each part drawn near its edges, now and then left out or malformed. */
function randomDateTime(): string {
  const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)] as T;
  const two = (max: number) => String(Math.floor(Math.random() * max)).padStart(2, '0');
  const year = pick(['2024', '2026', '2000', '1900', '2100', '0000', '9999', '202', '20260']);
  const date = `${year}-${two(14)}-${two(33)}`;
  const time = `${two(26)}:${two(62)}${pick(['', `:${two(62)}`, `:${two(62)}.${two(100)}`])}`;
  const offset = pick(['Z', 'z', '', `+${two(26)}:${two(62)}`, `-${two(26)}${two(62)}`, '+01']);
  return `${date}${pick(['T', 'T', 't', ' '])}${time}${offset}`;
}

describe('the contract string formats', () => {
  it('accept a date-time exactly as zod’s ISO date-time with an offset does', () => {
    const inputs = [...DATE_TIMES, ...Array.from({ length: 5_000 }, randomDateTime)];
    for (const input of inputs) {
      expect([input, isDateTime(input)]).toEqual([input, zodDateTime.safeParse(input).success]);
      expect(dateTime().safeParse(input).success).toBe(isDateTime(input));
    }
    expect(DATE_TIMES.filter(isDateTime)).toContain('2024-02-29T00:00:00Z');
    expect(DATE_TIMES.filter(isDateTime)).not.toContain('2026-02-29T00:00:00Z');
    // 10,000 comparisons keep a core busy: 0.9 s on the idle machine, 6.8 s under a load of 18,
    // past Vitest's 5 s default. A wait limit, not a figure: nothing here is timed.
  }, 30_000);

  it('accept a UUID exactly as zod’s does, but for the nil and max UUIDs, which no page makes', () => {
    const special = [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ];
    for (const input of special) {
      expect(zodUuid.safeParse(input).success).toBe(true);
      expect(uuid().safeParse(input).success).toBe(false);
    }
    const inputs = [
      ...UUIDS,
      ...Array.from({ length: 2_000 }, () => random('0123456789abcdefABCDEF-g', 40)),
      ...Array.from({ length: 2_000 }, () => {
        const hex = crypto.randomUUID().replace(/-/g, '');
        const at = Math.floor(Math.random() * 32);
        const changed = `${hex.slice(0, at)}${random('089abcfgF-', 1)}${hex.slice(at + 1)}`;
        return `${changed.slice(0, 8)}-${changed.slice(8, 12)}-${changed.slice(12, 16)}-${changed.slice(16, 20)}-${changed.slice(20)}`;
      }),
    ];
    for (const input of inputs.filter((value) => !special.includes(value))) {
      expect([input, uuid().safeParse(input).success]).toEqual([
        input,
        zodUuid.safeParse(input).success,
      ]);
    }
    expect(uuid().safeParse(crypto.randomUUID()).success).toBe(true);
  });

  it('accept a whole number of 0 or more exactly as zod’s int with a minimum of 0 does', () => {
    const zodCount = z.int().check(z.minimum(0));
    const inputs = [0, 1, 7, -0, -1, 0.5, -0.5, 2 ** 53, Number.MAX_SAFE_INTEGER, Number.NaN];
    const more = [Number.POSITIVE_INFINITY, -7, '3', null, undefined, true, 1e21];
    for (const input of [...inputs, ...more]) {
      expect([input, wholeNumber().safeParse(input).success]).toEqual([
        input,
        zodCount.safeParse(input).success,
      ]);
    }
    expect(wholeNumber().safeParse(3).success).toBe(true);
  });

  it('accept an integer exactly as zod’s int does', () => {
    const inputs = [0, 1, -1, -0, 0.5, -0.5, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER];
    const more = [Number.MIN_SAFE_INTEGER, Number.NaN, Number.NEGATIVE_INFINITY, 1e21, 1e-7];
    const other = ['3', null, undefined, true, 3n, [1], {}];
    for (const input of [...inputs, ...more, ...other]) {
      expect([input, integer().safeParse(input).success]).toEqual([
        input,
        z.int().safeParse(input).success,
      ]);
    }
    expect(integer().safeParse(-42).success).toBe(true);
    expect(integer().safeParse(4.2).success).toBe(false);
  });

  it('accept an object of string keys exactly as zod’s record does, with the same issues', () => {
    const value = z.strictObject({ n: z.number(), s: z.optional(z.string()) });
    const ours = recordOf(value);
    const zods = z.record(z.string(), value);
    const inputs: unknown[] = [
      {},
      { a: { n: 1 } },
      { a: { n: 1, s: 'x' }, b: { n: 2 } },
      { a: { n: '1' } },
      { a: { n: 1, extra: true } },
      { a: null },
      { a: { n: 1 }, b: 3 },
      [],
      [{ n: 1 }],
      null,
      undefined,
      'text',
      7,
      JSON.parse('{"__proto__": {"n": 1}, "a": {"n": 1}}'),
      // Objects that are not plain: the record refuses them (issue 56's review).
      new Date(0),
      new Map([['a', { n: 1 }]]),
      new (class Entry {
        a = { n: 1 };
      })(),
      new String('ab'),
      Object.assign(Object.create(null), { a: { n: 1 } }),
      Object.create(null),
      Object.defineProperty({ a: { n: 1 } }, 'hidden', { value: 3, enumerable: false }),
    ];
    for (const input of inputs) {
      const [a, b] = [ours.safeParse(input), zods.safeParse(input)];
      expect([input, a.success, a.data]).toEqual([input, b.success, b.data]);
      const issues = (result: typeof a) =>
        result.error?.issues.map((issue) => [issue.code, issue.path.join('.')]);
      expect(issues(a)).toEqual(issues(b));
    }
    expect(recordOf(z.unknown()).parse({ x: [1], y: undefined })).toEqual({ x: [1], y: undefined });
  });

  // Stricter than zod's record, on purpose: zod takes an object whose prototype is another plain
  // object (its constructor is Object's), reading only its own keys; ours refuses any prototype
  // but Object.prototype and null, and an object with an enumerable key it inherits (a polluted
  // Object.prototype) rather than copy that key. Nothing the worker reads (JSON, messages,
  // storage) makes either.
  it('refuse an object with another prototype or an inherited key, where zod’s record reads its own keys', () => {
    const value = z.strictObject({ n: z.number() });
    const inherits = Object.create({ a: { n: 1 } }) as object;
    expect(z.record(z.string(), value).safeParse(inherits).success).toBe(true);
    expect(recordOf(value).safeParse(inherits).error?.issues).toMatchObject([
      { code: 'invalid_type', expected: 'record', path: [] },
    ]);
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.polluted = { n: 1 };
    try {
      // (A strict object refuses the polluted key itself: the records here take any value.)
      expect(z.record(z.string(), z.unknown()).parse({ a: 1 })).toEqual({ a: 1 });
      expect(recordOf(z.unknown()).safeParse({ a: 1 }).success).toBe(false);
    } finally {
      delete prototype.polluted;
    }
  });

  // zod's int refuses with its own codes ("invalid_type" expected "int", "too_big" past a safe
  // integer, "too_small" below the minimum); ours refuse with a `custom` issue, on purpose: the
  // refinement is what keeps zod's number formats out of the worker, and issues.ts words both the
  // same way for the person, "<field>: invalid" or "expected int, got number" being equally a
  // refusal of the field. What is accepted is the same (the tests above); the codes differ.
  it('refuse a number that is not a safe integer with a custom issue, not zod’s codes', () => {
    const codes = (result: { error?: { issues: { code: string }[] } }) =>
      result.error?.issues.map((issue) => issue.code);
    expect(codes(integer().safeParse(0.5))).toEqual(['custom']);
    expect(codes(z.int().safeParse(0.5))).toEqual(['invalid_type']);
    expect(codes(integer().safeParse(2 ** 53))).toEqual(['custom']);
    expect(codes(z.int().safeParse(2 ** 53))).toEqual(['too_big']);
    expect(codes(wholeNumber().safeParse(-1))).toEqual(['custom']);
    expect(codes(z.int().check(z.minimum(0)).safeParse(-1))).toEqual(['too_small']);
    // Not a number at all: the same code as zod's, from z.number().
    expect(codes(integer().safeParse('3'))).toEqual(codes(z.int().safeParse('3')));
  });
});
