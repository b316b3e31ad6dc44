import type * as z from 'zod/mini';

/** What a value is, in the words a message about a wrong type uses. */
function describeValue(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  return typeof input === 'object' ? 'an object' : typeof input;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length > 0 ? issue.path.join('.') : '(body)';
  switch (issue.code) {
    case 'invalid_type':
      return !('input' in issue) || issue.input === undefined
        ? `${path}: required`
        : `${path}: expected ${issue.expected}, got ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `${path}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return `${path}: expected one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return `${path}: must have at least ${String(issue.minimum)}${issue.origin === 'array' ? ' item(s)' : issue.origin === 'string' ? ' character(s)' : ''}`;
    case 'too_big':
      return `${path}: must be at most ${String(issue.maximum)}`;
    case 'invalid_union':
      return `${path}: does not match any allowed shape`;
    case 'custom':
      // zod/mini leaves the default message generic; our refinements carry their own.
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : `${path}: invalid`;
    default:
      return `${path}: invalid`;
  }
}

/**
 * Turns zod issues into one short sentence naming the field paths, for example
 * "results.0.primaryEntry.title: expected string, got number". zod/mini has no English
 * messages of its own, so both the client's "unexpected response" errors and the reference
 * service's 400 bodies are worded here. Issues must come from a parse with `reportInput: true`
 * (as {@link validate} does), or every wrong type reads as a missing field.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], max = 3): string {
  const shown = issues.slice(0, max).map(describeIssue);
  const more = issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')} (and ${more} more)` : shown.join('; ');
}

/** The outcome of {@link validate}: the parsed value, or a sentence naming what is wrong. */
export type Validation<T> = { success: true; data: T } | { success: false; message: string };

/**
 * Parses `value` with `schema` and words any failure with {@link describeIssues}. It asks zod
 * to report the offending input, which is what lets a message say "got number" rather than
 * only "expected string" (and tell a missing field from a wrong one).
 */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): Validation<z.output<S>> {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, message: describeIssues(result.error.issues) };
}
