/**
 * Replies whose JSON bytes the handler already made (from kept pieces), so the API sends those
 * instead of serialising the object again. The object stays the handler's answer (tests and
 * callers in the process read it); the bytes must be exactly JSON.stringify of it, in UTF-8.
 */
const bodies = new WeakMap<object, Buffer>();

/** Returns `value`, remembered with its JSON bytes. */
export function withJsonBody<T extends object>(value: T, body: Buffer): T {
  bodies.set(value, body);
  return value;
}

/** The reply's JSON bytes: the ones the handler made, or JSON.stringify of it. */
export function jsonBody(value: unknown): Buffer {
  return (
    (typeof value === 'object' && value !== null && bodies.get(value)) ||
    Buffer.from(JSON.stringify(value))
  );
}
