import * as z from 'zod/mini';
import {
  audienceFilterSchema,
  imageSchema,
  permissionsSchema,
  personSchema,
  roleSchema,
} from './common';
import { documentSchema } from './document';
import type {
  COLLECTION_ITEM_TYPES,
  COLLECTION_PIN_CATEGORIES,
  COLLECTION_PIN_TARGETS,
} from './enums';
import { openEnum } from './open-enum';

/** A short link (go link). */
const shortcutSchema = z.looseObject({
  id: z.optional(z.int()),
  inputAlias: z.optional(z.string()),
  alias: z.optional(z.string()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  destinationUrl: z.optional(z.string()),
  destinationDocumentId: z.optional(z.string()),
  urlTemplate: z.optional(z.string()),
  intermediateUrl: z.optional(z.string()),
  viewPrefix: z.optional(z.string()),
  editUrl: z.optional(z.string()),
  unlisted: z.optional(z.boolean()),
  isExternal: z.optional(z.boolean()),
  addedRoles: z.optional(z.array(roleSchema)),
  removedRoles: z.optional(z.array(roleSchema)),
  roles: z.optional(z.array(roleSchema)),
  permissions: z.optional(permissionsSchema),
  createdBy: z.optional(personSchema),
  updatedBy: z.optional(personSchema),
  createTime: z.optional(z.string()),
  updateTime: z.optional(z.string()),
  destinationDocument: z.optional(documentSchema),
});

/** Where a collection is pinned (or could be). */
const collectionPinTargetSchema = z.looseObject({
  category: z.optional(openEnum<typeof COLLECTION_PIN_CATEGORIES>()),
  value: z.optional(z.string()),
  target: z.optional(openEnum<typeof COLLECTION_PIN_TARGETS>()),
});

/** A collection's existing and eligible pins. */
const collectionPinMetadataSchema = z.looseObject({
  existingPins: z.optional(z.array(collectionPinTargetSchema)),
  eligiblePins: z.optional(
    z.array(
      z.looseObject({ id: z.optional(z.int()), target: z.optional(collectionPinTargetSchema) }),
    ),
  ),
});

/** One entry of a collection. `itemId` is unique within its collection. */
export const collectionItemSchema = z.looseObject({
  itemId: z.optional(z.string()),
  collectionId: z.int(),
  documentId: z.optional(z.string()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  icon: z.optional(z.string()),
  url: z.optional(z.string()),
  createdBy: z.optional(personSchema),
  createdAt: z.optional(z.string()),
  document: z.optional(documentSchema),
  shortcut: z.optional(shortcutSchema),
  get collection() {
    return z.optional(collectionSchema);
  },
  itemType: openEnum<typeof COLLECTION_ITEM_TYPES>(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** A curated, ordered list of documents, links and text. */
export const collectionSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  icon: z.optional(z.string()),
  adminLocked: z.optional(z.boolean()),
  parentId: z.optional(z.int()),
  allowedDatasource: z.optional(z.string()),
  thumbnail: z.optional(imageSchema),
  createTime: z.optional(z.string()),
  updateTime: z.optional(z.string()),
  creator: z.optional(personSchema),
  updatedBy: z.optional(personSchema),
  itemCount: z.optional(z.int()),
  childCount: z.optional(z.int()),
  get items() {
    return z.optional(z.array(collectionItemSchema));
  },
  get children() {
    return z.optional(z.array(collectionSchema));
  },
  shortcuts: z.optional(z.array(z.string())),
  roles: z.optional(z.array(roleSchema)),
  addedRoles: z.optional(z.array(roleSchema)),
  removedRoles: z.optional(z.array(roleSchema)),
  audienceFilters: z.optional(z.array(audienceFilterSchema)),
  permissions: z.optional(permissionsSchema),
  pinMetadata: z.optional(collectionPinMetadataSchema),
});
export type Collection = z.infer<typeof collectionSchema>;
