import * as z from 'zod/mini';
import { personSchema } from './common';
import type { CONNECTOR_TYPES, VISIBILITIES } from './enums';
import { openEnum } from './open-enum';

/** What the service knows about a document beyond its title and URL. */
const documentMetadataSchema = z.looseObject({
  container: z.optional(z.string()),
  parentId: z.optional(z.string()),
  createTime: z.optional(z.string()),
  updateTime: z.optional(z.string()),
  datasource: z.optional(z.string()),
  author: z.optional(z.looseObject({ name: z.optional(z.string()) })),
  documentId: z.optional(z.string()),
  mimeType: z.optional(z.string()),
  objectType: z.optional(z.string()),
  components: z.optional(z.array(z.string())),
  // The public examples contradict the type (a list of strings) with a single string.
  status: z.optional(z.union([z.array(z.string()), z.string()])),
  customData: z.optional(z.record(z.string(), z.unknown())),
  visibility: z.optional(openEnum<typeof VISIBILITIES>()),
  owner: z.optional(personSchema),
});

/** A content sub-section of a document. */
const documentSectionSchema = z.looseObject({
  title: z.optional(z.string()),
  url: z.optional(z.string()),
});

/** A document as the service indexed it. Containers and parents are documents too. */
export const documentSchema = z.looseObject({
  id: z.optional(z.string()),
  datasource: z.optional(z.string()),
  connectorType: z.optional(openEnum<typeof CONNECTOR_TYPES>()),
  docType: z.optional(z.string()),
  content: z.optional(z.looseObject({ fullTextList: z.optional(z.array(z.string())) })),
  get containerDocument() {
    return z.optional(documentSchema);
  },
  get parentDocument() {
    return z.optional(documentSchema);
  },
  title: z.optional(z.string()),
  url: z.optional(z.string()),
  metadata: z.optional(documentMetadataSchema),
  sections: z.optional(z.array(documentSectionSchema)),
});
export type Document = z.infer<typeof documentSchema>;
