import * as z from 'zod/mini';
import { personSchema } from './common';

/** What the service knows about a document beyond its title and URL. */
const documentMetadataSchema = z.looseObject({
  container: z.optional(z.string()),
  parentId: z.optional(z.string()),
  datasource: z.optional(z.string()),
  documentId: z.optional(z.string()),
  // The public examples contradict the type (a list of strings) with a single string.
  status: z.optional(z.union([z.array(z.string()), z.string()])),
  owner: z.optional(personSchema),
});

/** A document as the service indexed it. */
export const documentSchema = z.looseObject({
  id: z.optional(z.string()),
  datasource: z.optional(z.string()),
  docType: z.optional(z.string()),
  content: z.optional(z.looseObject({ fullTextList: z.optional(z.array(z.string())) })),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
  metadata: z.optional(documentMetadataSchema),
});
export type Document = z.infer<typeof documentSchema>;
