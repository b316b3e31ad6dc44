import * as z from 'zod/mini';
import { API_ERROR_KINDS } from './api-error';

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
