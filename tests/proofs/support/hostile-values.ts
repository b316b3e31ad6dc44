import fc from 'fast-check';

/** A path into a JSON value: object keys and array indices. */
export type JsonPath = (string | number)[];

/** Every path to a value inside `value` (the root included), depth first. */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      paths.push(...pathsOf(item, [...prefix, index]));
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** A deep copy of `value` with the value at `path` replaced (or the root, for an empty path). */
export function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path[path.length - 1] as string | number] = replacement;
  return copy;
}

const HUGE = 'A'.repeat(256 * 1024);
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_VALUE = Array.from({ length: 2_000 }).reduce<unknown>((inner) => ({ a: [inner] }), 1);
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

/** Values that have hurt parsers and renderers before. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.anything({ withNullPrototype: true, withObjectString: true, maxDepth: 3 }),
  fc.constantFrom<unknown>(
    null,
    '',
    0,
    -1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    true,
    [],
    {},
    HUGE,
    DEEP_VALUE,
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u0000\u202e\ud800',
    { __proto__: null, polluted: true },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
    Array.from({ length: 10_000 }, (_, index) => index),
  ),
  fc.string({ maxLength: 64 }),
  fc.integer(),
  fc.double(),
);

/** Bodies that are not JSON, or JSON that no parser should be asked to build. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'true',
    '"a string"',
    '[]',
    '{',
    '{"results": [',
    '<!doctype html><html><body><h1>Sign in</h1><script>alert(1)</script></body></html>',
    HUGE,
    `"${HUGE}"`,
    DEEP_ARRAY,
    DEEP_OBJECT,
    '{"__proto__": {"polluted": true}, "results": []}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '\uFEFF{"results": []}',
    'NaN',
    '1e999',
  ),
);

/** Any value, written as the JSON text a service would send (undefined becomes nothing). */
export function asJsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/** True when nothing has been added to the prototypes every object shares. */
export function prototypesClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return (
    probe.polluted === undefined &&
    Object.keys(Object.prototype).length === 0 &&
    Object.keys(Array.prototype).length === 0
  );
}
