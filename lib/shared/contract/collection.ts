import * as z from 'zod/mini';
import { integer } from './formats';
import {
  audienceFilterSchema,
  imageSchema,
  permissionsSchema,
  personSchema,
  roleSchema,
} from './common';
import { documentSchema } from './document';
import type { COLLECTION_ITEM_TYPES } from './enums';
import { openEnum } from './open-enum';

/** One entry of a collection. `itemId` is unique within its collection. */
export const collectionItemSchema = z.looseObject({
  itemId: z.optional(z.string()),
  collectionId: integer(),
  documentId: z.optional(z.string()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  icon: z.optional(z.string()),
  url: z.optional(z.string()),
  createdBy: z.optional(personSchema),
  createdAt: z.optional(z.string()),
  document: z.optional(documentSchema),
  get collection() {
    return z.optional(collectionSchema);
  },
  itemType: openEnum<typeof COLLECTION_ITEM_TYPES>(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** A curated, ordered list of documents, links and text. */
export const collectionSchema = z.looseObject({
  id: integer(),
  name: z.string(),
  description: z.string(),
  icon: z.optional(z.string()),
  adminLocked: z.optional(z.boolean()),
  parentId: z.optional(integer()),
  thumbnail: z.optional(imageSchema),
  creator: z.optional(personSchema),
  updatedBy: z.optional(personSchema),
  itemCount: z.optional(integer()),
  get items() {
    return z.optional(z.array(collectionItemSchema));
  },
  get children() {
    return z.optional(z.array(collectionSchema));
  },
  shortcuts: z.optional(z.array(z.string())),
  roles: z.optional(z.array(roleSchema)),
  audienceFilters: z.optional(z.array(audienceFilterSchema)),
  permissions: z.optional(permissionsSchema),
});
export type Collection = z.infer<typeof collectionSchema>;
