import * as z from 'zod/mini';

/**
 * Every kind of failure; decides retrying and the action the UI offers. Kept beside the schema
 * that checks it rather than in api-error.ts: the list itself is needed only where stored
 * errors are checked, so the pages' first download (which carries ApiError) does without it.
 */
export const API_ERROR_KINDS = [
  'unauthorized',
  'forbidden',
  'not-found',
  'invalid-request',
  'already-exists',
  'rate-limited',
  'timeout',
  'network',
  'server',
  'unexpected-response',
] as const;

/** An ApiError as stored data (outbox entries, connection problems), checked on read. */
export const apiErrorDataSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  message: z.string(),
  operation: z.optional(z.string()),
  status: z.optional(z.number()),
  code: z.optional(z.string()),
  retryAfterMs: z.optional(z.number()),
  detail: z.optional(z.string()),
});
