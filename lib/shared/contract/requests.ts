import * as z from 'zod/mini';
import {
  ADDABLE_ITEM_TYPES,
  ANNOUNCEMENT_CHANNELS,
  PEOPLE_SUGGEST_CATEGORIES,
  POST_TYPES,
  type RELATION_TYPES,
} from './enums';
import { dateTime, integer, recordOf, wholeNumber } from './formats';
import { openEnum } from './open-enum';

/**
 * Request bodies are strict: an unknown field is an error, so what the extension sends is
 * exactly what the specification allows, and the reference service refuses anything else.
 */

const imageInputSchema = z.strictObject({
  photoId: z.optional(z.string()),
  url: z.optional(z.string()),
});

/** An audience filter as a client sends it. */
export const audienceFilterInputSchema = z.strictObject({
  fieldName: z.string(),
  values: z.array(
    z.strictObject({
      value: z.string(),
      relationType: z.optional(openEnum<typeof RELATION_TYPES>()),
    }),
  ),
});
export type AudienceFilterInput = z.infer<typeof audienceFilterInputSchema>;

const documentReferenceInputSchema = z.strictObject({
  id: z.optional(z.string()),
  url: z.optional(z.string()),
  title: z.optional(z.string()),
  datasource: z.optional(z.string()),
  docType: z.optional(z.string()),
});

export const peopleSuggestAdminRequestSchema = z.strictObject({
  categories: z.array(z.enum(PEOPLE_SUGGEST_CATEGORIES)).check(z.minLength(1)),
  /** Empty means the whole company. */
  departments: z.optional(z.array(z.string())),
});

export const getDraftAnnouncementRequestSchema = z.strictObject({ id: integer() });

export const updateDraftAnnouncementRequestSchema = z
  .strictObject({
    draftId: integer(),
    id: z.optional(integer()),
    // ISO 8601 date-times (the seed's string timestamps), never '': a time is cleared by
    // leaving it out, where the service clears what is left out.
    startTime: z.optional(dateTime()),
    endTime: z.optional(dateTime()),
    title: z.optional(z.string()),
    body: z.optional(
      z.strictObject({
        text: z.optional(z.string()),
        structuredList: z.optional(
          z.array(
            z.strictObject({
              link: z.optional(z.string()),
              document: z.optional(documentReferenceInputSchema),
              text: z.optional(z.string()),
            }),
          ),
        ),
      }),
    ),
    emoji: z.optional(z.string()),
    thumbnail: z.optional(imageInputSchema),
    banner: z.optional(imageInputSchema),
    audienceFilters: z.optional(z.array(audienceFilterInputSchema)),
    sourceDocumentId: z.optional(z.string()),
    hideAttribution: z.optional(z.boolean()),
    channel: z.optional(z.enum(ANNOUNCEMENT_CHANNELS)),
    postType: z.optional(z.enum(POST_TYPES)),
    isPrioritized: z.optional(z.boolean()),
    viewUrl: z.optional(z.string()),
  })
  .check(
    // The seed: viewUrl "only when channel is SOCIAL_FEED", so a request that carries it (even
    // '', to clear the link) names that channel.
    z.refine((draft) => draft.viewUrl === undefined || draft.channel === 'SOCIAL_FEED', {
      message: 'viewUrl can only be sent with channel SOCIAL_FEED',
      path: ['viewUrl'],
    }),
  );

export const moveCollectionItemRequestSchema = z.strictObject({
  collectionId: integer(),
  itemId: z.string().check(z.minLength(1)),
  /** The item that will follow `itemId`; empty or absent makes it the last item. */
  newNextItemId: z.optional(z.string()),
});

export const deleteCollectionItemRequestSchema = z.strictObject({
  // Typed `number` (not integer) by the specification, unlike the other operations.
  collectionId: z.number(),
  itemId: z.string().check(z.minLength(1)),
  documentId: z.optional(z.string()),
});

export const listAnswerBoardsRequestSchema = z.strictObject({
  withAudience: z.optional(z.boolean()),
  withRoles: z.optional(z.boolean()),
});

export const pinRequestSchema = z.strictObject({
  documentId: z.optional(z.string()),
  queries: z.optional(z.array(z.string())),
  audienceFilters: z.optional(z.array(audienceFilterInputSchema)),
});

export const getEventsRequestSchema = z.strictObject({
  ids: z.array(z.string()),
  authTokens: z.optional(
    z.array(
      z.strictObject({
        accessToken: z.optional(z.string()),
        datasource: z.optional(z.string()),
        scope: z.optional(z.string()),
        tokenType: z.optional(z.string()),
        authUser: z.optional(z.string()),
      }),
    ),
  ),
  datasource: z.optional(z.string()),
  annotate: z.optional(z.boolean()),
});

export const feedRequestSchema = z.strictObject({
  categories: z.optional(z.array(z.string())),
  requestOptions: z.optional(
    z.strictObject({
      /** Required whenever requestOptions is sent; a collection counts as one result. */
      resultSize: wholeNumber(),
      /** Minutes east of UTC (PDT is -420). */
      timezoneOffset: z.optional(integer()),
      categoryToResultSize: z.optional(recordOf(z.strictObject({ resultSize: wholeNumber() }))),
      datasourceFilter: z.optional(z.array(z.string())),
      chatZeroStateSuggestionOptions: z.optional(
        z.strictObject({ applicationId: z.optional(z.string()) }),
      ),
    }),
  ),
  timeoutMillis: z.optional(wholeNumber()),
  sessionInfo: z.optional(
    z.strictObject({
      sessionTrackingToken: z.optional(z.string()),
      tabId: z.optional(z.string()),
      lastSeen: z.optional(z.string()),
      lastQuery: z.optional(z.string()),
    }),
  ),
});

export const listCollectionsRequestSchema = z.strictObject({
  includeAudience: z.optional(z.boolean()),
  includeRoles: z.optional(z.boolean()),
  allowedDatasource: z.optional(z.string()),
});

export const getCollectionRequestSchema = z.strictObject({
  id: integer(),
  withItems: z.optional(z.boolean()),
  withHierarchy: z.optional(z.boolean()),
  allowedDatasource: z.optional(z.string()),
});

/** One item to add to a collection. */
const collectionItemDescriptorSchema = z.strictObject({
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  icon: z.optional(z.string()),
  url: z.optional(z.string()),
  documentId: z.optional(z.string()),
  /** Insert before this item (used to undo a removal at the same place). */
  newNextItemId: z.optional(z.string()),
  itemType: z.optional(z.enum(ADDABLE_ITEM_TYPES)),
});
export type CollectionItemDescriptor = z.infer<typeof collectionItemDescriptorSchema>;

export const addCollectionItemsRequestSchema = z.strictObject({
  collectionId: z.number(),
  addedCollectionItemDescriptors: z.array(collectionItemDescriptorSchema).check(z.minLength(1)),
});

export const createCollectionRequestSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  icon: z.optional(z.string()),
  adminLocked: z.optional(z.boolean()),
  parentId: z.optional(integer()),
  allowedDatasource: z.optional(z.string()),
  thumbnail: z.optional(imageInputSchema),
  audienceFilters: z.optional(z.array(audienceFilterInputSchema)),
});

export const editCollectionItemRequestSchema = z.strictObject({
  collectionId: integer(),
  itemId: z.string().check(z.minLength(1)),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  icon: z.optional(z.string()),
});

/** A document to look up: by URL, by id, or by user-generated content type and id. */
const documentSpecSchema = z.union([
  z.strictObject({ url: z.string() }),
  z.strictObject({ id: z.string() }),
  z.strictObject({ ugcType: z.string(), contentId: z.string() }),
]);

export const getDocumentsRequestSchema = z.strictObject({
  documentSpecs: z.array(documentSpecSchema).check(z.minLength(1)),
  includeFields: z.optional(z.array(z.string())),
});

export const listPinsRequestSchema = z.strictObject({});
export const getPinRequestSchema = z.strictObject({ id: z.string() });
export const editPinRequestSchema = z.strictObject({
  id: z.string(),
  queries: z.optional(z.array(z.string())),
  audienceFilters: z.optional(z.array(audienceFilterInputSchema)),
});
export const unpinRequestSchema = z.strictObject({ id: z.string() });
