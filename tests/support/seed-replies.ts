import { z } from 'zod';
import {
  announcement,
  board,
  calendarEvent,
  collection,
  document,
  movedCollection,
  person,
  pin,
} from './seed-shapes';

/** The strict reading of each operation's reply; see seed-shapes.ts. */

const integer = z.int();

const count = z.strictObject({
  count: integer,
  org: z.optional(z.string()),
  period: z.optional(
    z.strictObject({ minDaysFromNow: integer, maxDaysFromNow: integer }).partial(),
  ),
});

const entry = z.strictObject({
  entryId: z.optional(z.string()),
  title: z.optional(z.string()),
  viewUrl: z.optional(z.string()),
  justification: z.optional(z.string()),
  trackingToken: z.optional(z.string()),
  createdBy: z.optional(person),
  justificationType: z.optional(z.string()),
  document: z.optional(document),
  event: z.optional(calendarEvent),
  // "an object carrying draftId integer"; the service adds what a card needs to show it.
  announcement: z.optional(
    z.strictObject({
      draftId: integer,
      id: z.optional(integer),
      title: z.optional(z.string()),
      emoji: z.optional(z.string()),
    }),
  ),
  collection: z.optional(collection),
  collectionItem: z.optional(collection.shape.items.unwrap().element),
  person: z.optional(person),
  app: z.optional(
    z.strictObject({
      datasource: z.optional(z.string()),
      docType: z.optional(z.string()),
      mimeType: z.optional(z.string()),
      iconUrl: z.optional(z.string()),
    }),
  ),
  documentVisitorCount: z.optional(count),
});

const result = z.strictObject({
  category: z.string(),
  primaryEntry: entry,
  secondaryEntries: z.optional(z.array(entry)),
});

const collectionError = z.strictObject({ error: z.strictObject({ errorCode: z.string() }) });
const itemError = z.strictObject({ error: z.strictObject({ errorType: z.string() }) });

/** Every operation the reference service implements, with the strict reading of its reply. */
export const SEED_REPLIES = {
  peoplesuggestadmin: z.strictObject({
    suggestions: z.array(
      z.strictObject({
        category: z.enum(['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS']),
        people: z.array(person.required({ metadata: true })),
      }),
    ),
  }),
  getdraftannouncement: z.union([
    z.strictObject({ announcement: announcement.required({ draftId: true }) }),
    itemError,
  ]),
  updatedraftannouncement: announcement.required({ draftId: true }),
  movecollectionitem: z.strictObject({ collection: movedCollection }),
  deletecollectionitem: z.strictObject({ collection: movedCollection }),
  listanswerboards: z.strictObject({
    boardResults: z.array(z.strictObject({ board, trackingToken: z.string() })),
  }),
  pin,
  getevents: z.strictObject({ events: z.array(result) }),
  feed: z.strictObject({
    experimentIds: z.array(integer),
    trackingToken: z.string(),
    serverTimestamp: integer,
    results: z.array(result),
  }),
  listcollections: z.strictObject({ collections: z.array(collection) }),
  getcollection: z.union([
    z.strictObject({
      collection,
      rootCollection: collection,
      trackingToken: z.string(),
    }),
    collectionError,
  ]),
  addcollectionitems: z.union([z.strictObject({ collection }), itemError]),
  createcollection: z.union([z.strictObject({ collection }), collectionError]),
  editcollectionitem: z.strictObject({ collection }),
  getdocuments: z.strictObject({
    documents: z.record(z.string(), z.union([document, z.strictObject({ error: z.string() })])),
  }),
  listpins: z.strictObject({ pins: z.array(pin) }),
  getpin: z.strictObject({ pin }),
  editpin: pin,
  unpin: z.strictObject({}),
} satisfies Record<string, z.ZodType>;
