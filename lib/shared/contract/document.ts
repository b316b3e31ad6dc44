import * as z from 'zod/mini';
import { integer } from './formats';
import { personSchema } from './common';
import { pinSchema } from './pin';

/**
 * A collection that holds a document, as `metadata.collections` names it (without items). Read
 * leniently: only what the page status shows is asked for, the rest is kept as sent.
 */
const documentCollectionSchema = z.looseObject({
  id: integer(),
  name: z.optional(z.string()),
});

/** What the service knows about a document beyond its title and URL. */
const documentMetadataSchema = z.looseObject({
  container: z.optional(z.string()),
  parentId: z.optional(z.string()),
  datasource: z.optional(z.string()),
  documentId: z.optional(z.string()),
  // The public examples contradict the type (a list of strings) with a single string.
  status: z.optional(z.union([z.array(z.string()), z.string()])),
  owner: z.optional(personSchema),
  // The document's own collections and pins (api-notes, "A document's own collections and
  // pins"). Left out by an older or trimmed service: then they are not known, never "none".
  collections: z.optional(z.array(documentCollectionSchema)),
  pins: z.optional(z.array(pinSchema)),
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
