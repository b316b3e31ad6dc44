/**
 * Replies whose JSON bytes the handler already made (from kept pieces), so the API sends those
 * instead of serialising the object again. The object stays the handler's answer (tests and
 * callers in the process read it); the bytes, joined, must be exactly JSON.stringify of it, in
 * UTF-8.
 */
const bodies = new WeakMap<object, readonly Buffer[]>();

/** Returns `value`, remembered with its JSON bytes in order (kept pieces, never copied). */
export function withJsonBody<T extends object>(value: T, pieces: readonly Buffer[]): T {
  bodies.set(value, pieces);
  return value;
}

/**
 * The reply's JSON bytes as pieces to send one after the other: the ones the handler made, or
 * JSON.stringify of it as one piece.
 */
export function jsonPieces(value: unknown): readonly Buffer[] {
  return (
    (typeof value === 'object' && value !== null && bodies.get(value)) || [
      Buffer.from(JSON.stringify(value)),
    ]
  );
}

/** The reply's JSON bytes as one buffer (for keeping it, and for tests). */
export function jsonBody(value: unknown): Buffer {
  const pieces = jsonPieces(value);
  return pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces);
}
