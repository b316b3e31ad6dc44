import * as z from 'zod/mini';

// Formats the contract and the messages check, as plain checks (`z.refine`) instead of zod's
// string formats (`z.iso.datetime`, `z.uuid`), number format (`z.int`) and bound (`z.minimum`): those bring zod's
// string-format machinery (its format checks, their regular expressions and builders) and its
// bound check into the worker, 0.5 KB and 0.15 KB gzip that no other schema needs (issue 44's
// size budgets). Each accepts exactly what the zod check it replaces accepts, but for the nil
// and max UUIDs and the records recordOf refuses (tests/unit/lib/shared/contract/formats.test.ts
// compares them on the same inputs); a refused value is described as "<field>: invalid"
// (issues.ts), with a `custom` issue where zod's own check has a code of its own.

/** An RFC 3339 date-time with seconds and a `Z` or `±hh:mm` offset; the day checked below. */
const DATE_TIME =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * A UUID of versions 1 to 8 with the RFC 9562 variant, in either case: zod's UUID, less its
 * nil and max UUIDs, which no page makes (they write `crypto.randomUUID()`, version 4).
 */
const UUID = /^[\da-f]{8}-[\da-f]{4}-[1-8][\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/i;

/**
 * True for an RFC 3339 date-time with an offset ("2026-11-27T09:30:00Z", with fractions of a
 * second or "+01:00" too) on a day the calendar has: as `z.iso.datetime({ offset: true })`.
 */
export function isDateTime(value: string): boolean {
  const [, year, month, day] = DATE_TIME.exec(value) ?? [];
  // Day 0 of the next month is this month's last day; the year is moved into 2000-2399, the
  // same place in the 400-year cycle of leap years (Date.UTC reads 0 to 99 as 1900 to 1999).
  const last = new Date(Date.UTC(2000 + (Number(year) % 400), Number(month), 0)).getUTCDate();
  return day !== undefined && Number(day) <= last;
}

/**
 * A date-time as `isDateTime` says, in a schema. Its issue has no message of its own, so it is
 * described as zod's format's was: "<field>: invalid" (issues.ts).
 */
export const dateTime = () => z.string().check(z.refine(isDateTime));

/** A UUID as `z.uuid()` accepts it, the nil and max UUIDs refused, in a schema. */
export const uuid = () => z.string().check(z.refine((value) => UUID.test(value)));

/**
 * A safe integer (between -(2^53 - 1) and 2^53 - 1), as `z.int()` accepts it, in a schema:
 * zod's number formats bring their own check and ranges into the worker, 0.3 KB gzip (issue
 * 56's size budgets). A refused value is described as "<field>: invalid" (issues.ts).
 */
export const integer = () => z.number().check(z.refine(Number.isSafeInteger));

/** A whole number of 0 or more, as `z.int().check(z.minimum(0))` accepts it, in a schema. */
export const wholeNumber = () =>
  z.number().check(z.refine((value) => Number.isSafeInteger(value) && value >= 0));

/**
 * True for an object zod's record takes as one, and no other: made by `{}`, JSON or
 * `Object.create(null)` (its prototype Object.prototype or null), with no enumerable key it
 * inherits. A Date, a Map, a class's instance, a boxed string or a list is not one.
 */
function isPlainObject(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const prototype = Object.getPrototypeOf(input);
  if (prototype !== Object.prototype && prototype !== null) return false;
  // Only own keys are read: one inherited (a polluted Object.prototype) refuses the object.
  for (const key in input) if (!Object.hasOwn(input, key)) return false;
  return true;
}

/** Any value isPlainObject takes, refused as zod's record refuses one: "expected record". */
const plainObject = z.unknown().check(
  z.check((context) => {
    if (!isPlainObject(context.value)) {
      context.issues.push({ code: 'invalid_type', expected: 'record', input: context.value });
    }
  }),
);

/**
 * An object whose every key's value matches `value`, as `z.record(z.string(), value)` accepts it:
 * a plain object (isPlainObject, refused with the record's own issue, "expected record"), then an
 * object with no declared field and `value` for all the others, which zod checks with the
 * object code every schema already brings, where its record brought 0.5 KB gzip of its own into
 * the worker (issue 56's size budgets). A refused value is named by its path, as the record's
 * was; a `__proto__` key is left out of the result, as the record leaves it. Stricter than the
 * record in one way: an object whose prototype is another plain object (zod takes it, reading
 * its own keys) is refused.
 */
export const recordOf = <T extends z.core.SomeType>(value: T) => {
  const record = z.catchall(z.object({}), value);
  // The check takes any value; typed as the record's input, the only values it lets through.
  type Input = z.input<typeof record>;
  return z.pipe(plainObject as unknown as z.ZodMiniType<Input, Input>, record);
};
