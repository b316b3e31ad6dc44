import * as z from 'zod/mini';
import { recordOf } from './formats';
import { announcementSchema } from './announcement';
import { answerBoardResultSchema } from './answer-board';
import { collectionSchema } from './collection';
import { personSchema } from './common';
import { documentSchema } from './document';
import type {
  ADD_ITEM_ERROR_TYPES,
  COLLECTION_ERROR_CODES,
  DRAFT_ERROR_TYPES,
  PEOPLE_SUGGEST_CATEGORIES,
} from './enums';
import { feedResultSchema } from './feed';
import { openEnum } from './open-enum';
import { pinSchema, pinShape } from './pin';

/**
 * Response bodies are lenient: unknown fields are kept and enumerations stay open. Several
 * operations report failures inside a 200 body; those `error` fields are part of the shapes.
 * The shapes check the fields the extension reads; a field nothing reads (tracking tokens,
 * timestamps of edits, a prompt's inclusions...) is not listed, so it passes through as the
 * service sent it, and the worker does not carry a schema for it (issue 17's size budget).
 */

export const peopleSuggestAdminResponseSchema = z.looseObject({
  suggestions: z.optional(
    z.array(
      z.looseObject({
        category: z.optional(openEnum<typeof PEOPLE_SUGGEST_CATEGORIES>()),
        people: z.optional(z.array(personSchema)),
      }),
    ),
  ),
});

export const getDraftAnnouncementResponseSchema = z.looseObject({
  announcement: z.optional(announcementSchema),
  error: z.optional(z.looseObject({ errorType: z.optional(openEnum<typeof DRAFT_ERROR_TYPES>()) })),
});

export const updateDraftAnnouncementResponseSchema = announcementSchema;

/** The answer of a collection edit: the modified collection. */
export const collectionEditResponseSchema = z.looseObject({
  collection: z.optional(collectionSchema),
});

/** A collection operation's in-body error. */
const collectionErrorSchema = z.looseObject({
  errorCode: z.optional(openEnum<typeof COLLECTION_ERROR_CODES>()),
});

export const listAnswerBoardsResponseSchema = z.looseObject({
  boardResults: z.array(answerBoardResultSchema),
});

/** `pin` answers the created pin; its document id is required. */
export const pinResponseSchema = z.looseObject({ ...pinShape, documentId: z.string() });

export const getEventsResponseSchema = z.looseObject({
  events: z.optional(z.array(feedResultSchema)),
});

export const feedResponseSchema = z.looseObject({
  results: z.optional(z.array(feedResultSchema)),
});

export const listCollectionsResponseSchema = z.looseObject({
  collections: z.optional(z.array(collectionSchema)),
});

export const getCollectionResponseSchema = z.looseObject({
  collection: z.optional(collectionSchema),
  error: z.optional(collectionErrorSchema),
});

export const addCollectionItemsResponseSchema = z.looseObject({
  collection: z.optional(collectionSchema),
  error: z.optional(
    z.looseObject({ errorType: z.optional(openEnum<typeof ADD_ITEM_ERROR_TYPES>()) }),
  ),
});

/**
 * `createcollection` answers `{ collection?, error? }`; older services flatten the new
 * collection's fields into the top level as well, which the loose object keeps.
 */
export const createCollectionResponseSchema = z.looseObject({
  collection: z.optional(collectionSchema),
  error: z.optional(collectionErrorSchema),
});

/** Either a document or the reason this one entry could not be returned. */
const documentOrErrorSchema = z.union([z.looseObject({ error: z.string() }), documentSchema]);

export const getDocumentsResponseSchema = z.looseObject({
  /** Keyed by the requested URL or id, exactly as sent. */
  documents: z.optional(recordOf(documentOrErrorSchema)),
});

export const listPinsResponseSchema = z.looseObject({ pins: z.optional(z.array(pinSchema)) });
export const getPinResponseSchema = z.looseObject({ pin: z.optional(pinSchema) });
export const editPinResponseSchema = pinSchema;
/** `unpin` answers an empty body, read as `{}`. */
export const unpinResponseSchema = z.looseObject({});
