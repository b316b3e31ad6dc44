import * as z from 'zod/mini';
import { audienceFilterSchema, personSchema } from './common';

/** A document pinned to search queries. Pin ids are strings. */
export const pinSchema = z.looseObject({
  id: z.optional(z.string()),
  documentId: z.optional(z.string()),
  queries: z.optional(z.array(z.string())),
  audienceFilters: z.optional(z.array(audienceFilterSchema)),
  attribution: z.optional(personSchema),
  updatedBy: z.optional(personSchema),
});
export type Pin = z.infer<typeof pinSchema>;
