import * as z from 'zod/mini';
import { audienceFilterSchema, personSchema } from './common';

/**
 * A pin's fields, shared by the pin schema and the `pin` answer's (responses.ts), which
 * spreads them into a schema of its own rather than calling `z.extend`: zod's extend machinery
 * is 0.1 KB gzip of the worker that no other schema needs (issue 44's size budget).
 */
export const pinShape = {
  id: z.optional(z.string()),
  documentId: z.optional(z.string()),
  queries: z.optional(z.array(z.string())),
  audienceFilters: z.optional(z.array(audienceFilterSchema)),
  attribution: z.optional(personSchema),
  updatedBy: z.optional(personSchema),
};

/** A document pinned to search queries. Pin ids are strings. */
export const pinSchema = z.looseObject(pinShape);
export type Pin = z.infer<typeof pinSchema>;
