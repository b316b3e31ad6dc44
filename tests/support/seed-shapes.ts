import { z } from 'zod';

/**
 * A strict reading of the specification's shapes (/work/shared/seed, "Resources and their
 * fields"), separate from the extension's lenient contract: objects whose properties the
 * specification lists in full refuse any other property, every Person carries name and
 * obfuscatedId, and the fields the reference service promises always to send are required.
 * Used to read every reply of the reference service.
 */

const timestamp = z.iso.datetime();
const integer = z.int();

/** Person reference: name and obfuscatedId always. */
const person = z.strictObject({
  name: z.string().min(1),
  obfuscatedId: z.string().min(1),
  // The detail attributes; the specification names some and describes more without names.
  metadata: z.optional(
    z.looseObject({
      department: z.string(),
      email: z.string(),
      location: z.string(),
      phone: z.string().regex(/^\d+$/),
      photoUrl: z.url(),
      startDate: z.iso.date(),
      title: z.string(),
    }),
  ),
});

/** A person "with the person details" (peoplesuggestadmin, event attendees, organizer). */
const detailedPerson = person.required({ metadata: true });

const permissions = z.strictObject({
  write: z.strictObject({
    scopeType: z.string(),
    create: z.boolean(),
    update: z.boolean(),
    delete: z.boolean(),
  }),
});

const audienceFilter = z.strictObject({
  fieldName: z.string(),
  values: z.array(z.strictObject({ value: z.string(), relationType: z.string() })),
});

const role = z.strictObject({
  sourceDocumentSpec: z.optional(z.strictObject({ url: z.string() })),
  person: z.optional(person),
  group: z.optional(z.strictObject({ type: z.string(), id: z.string(), name: z.string() })),
  role: z.string(),
});

const documentMetadata = z.strictObject({
  container: z.string(),
  parentId: z.optional(z.string()),
  createTime: timestamp,
  updateTime: timestamp,
  datasource: z.string(),
  author: person,
  documentId: z.string(),
  mimeType: z.string(),
  objectType: z.string(),
  components: z.optional(z.array(z.string())),
  status: z.optional(z.array(z.string())),
  customData: z.optional(z.record(z.string(), z.string())),
  // The vendor's names for a document's own collections (without items) and pins
  // (../shared/reference/api-notes.md, "A document's own collections and pins").
  get collections(): z.ZodOptional<z.ZodArray<z.ZodType>> {
    return z.optional(z.array(collection));
  },
  get pins(): z.ZodOptional<z.ZodArray<z.ZodType>> {
    return z.optional(z.array(pin));
  },
});

const document = z.strictObject({
  id: z.string(),
  datasource: z.string(),
  connectorType: z.enum([
    'API_CRAWL',
    'BROWSER_CRAWL',
    'BROWSER_HISTORY',
    'BUILTIN',
    'FEDERATED_SEARCH',
    'PUSH_API',
    'WEB_CRAWL',
    'NATIVE_HISTORY',
  ]),
  docType: z.string(),
  content: z.strictObject({ fullTextList: z.array(z.string()) }),
  // "shown as an object, may be empty": a container need not be a whole document.
  containerDocument: z.optional(z.looseObject({})),
  parentDocument: z.optional(z.looseObject({})),
  title: z.string(),
  url: z.url(),
  metadata: documentMetadata,
  sections: z.optional(z.array(z.strictObject({ title: z.string(), url: z.string() }))),
});

/** The properties a person can change: what move and delete answer for each item. */
const mutableItem = z.strictObject({
  itemId: z.string(),
  collectionId: integer,
  documentId: z.optional(z.string()),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  url: z.optional(z.string()),
  itemType: z.string(),
});

const collectionItem = mutableItem.extend({
  createdBy: person,
  createdAt: timestamp,
  document: z.optional(document),
});

function collectionOf(item: z.ZodType) {
  return z.strictObject({
    id: integer,
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    adminLocked: z.boolean(),
    parentId: integer,
    createTime: timestamp,
    updateTime: timestamp,
    creator: person,
    updatedBy: person,
    itemCount: integer,
    childCount: integer,
    items: z.optional(z.array(item)),
    permissions,
    audienceFilters: z.optional(z.array(audienceFilter)),
    roles: z.optional(z.array(role)),
    pinMetadata: z.optional(
      z.strictObject({
        existingPins: z.array(
          z.strictObject({ category: z.string(), value: z.string(), target: z.string() }),
        ),
      }),
    ),
  });
}
const collection = collectionOf(collectionItem);
const movedCollection = collectionOf(mutableItem);

const announcement = z.strictObject({
  id: integer,
  draftId: z.optional(integer),
  author: person,
  createTimestamp: integer,
  lastUpdateTimestamp: integer,
  updatedBy: person,
  viewerInfo: z.looseObject({}),
  sourceDocument: z.optional(document),
  isPublished: z.boolean(),
  startTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  title: z.optional(z.string()),
  body: z.optional(z.looseObject({ text: z.optional(z.string()) })),
  emoji: z.optional(z.string()),
  thumbnail: z.optional(z.looseObject({})),
  banner: z.optional(z.looseObject({})),
  audienceFilters: z.optional(z.array(audienceFilter)),
  sourceDocumentId: z.optional(z.string()),
  hideAttribution: z.optional(z.boolean()),
  channel: z.optional(z.enum(['MAIN', 'SOCIAL_FEED'])),
  postType: z.optional(z.enum(['TEXT', 'LINK'])),
  isPrioritized: z.optional(z.boolean()),
  viewUrl: z.optional(z.string()),
  permissions,
});

const pin = z.strictObject({
  id: z.string(),
  documentId: z.string(),
  queries: z.array(z.string()),
  audienceFilters: z.array(audienceFilter),
  attribution: person,
  updatedBy: person,
  createTime: timestamp,
  updateTime: timestamp,
});

const board = z.strictObject({
  id: integer,
  name: z.string(),
  description: z.string(),
  createTime: timestamp,
  updateTime: timestamp,
  creator: person,
  updatedBy: z.optional(person),
  itemCount: integer,
  roles: z.optional(z.array(role)),
  audienceFilters: z.optional(z.array(audienceFilter)),
  permissions,
});

const calendarEvent = z.strictObject({
  id: z.string(),
  url: z.url(),
  time: z.strictObject({ start: timestamp, end: timestamp }),
  eventType: z.string(),
  location: z.string(),
  description: z.string(),
  datasource: z.string(),
  hasTranscript: z.boolean(),
  attendees: z.strictObject({
    people: z.array(
      z.strictObject({
        isOrganizer: z.boolean(),
        isInGroup: z.boolean(),
        person: detailedPerson,
        responseStatus: z.string(),
        // The one field beyond the seed's shape: the caller's own attendance (issue 44).
        self: z.optional(z.literal(true)),
      }),
    ),
    isLimit: z.boolean(),
    total: integer,
    numAccepted: integer,
    numDeclined: integer,
    numNoResponse: integer,
    numTentative: integer,
  }),
  conferenceData: z.optional(
    z.strictObject({ provider: z.string(), uri: z.string(), source: z.string() }),
  ),
  generatedAttachments: z.optional(
    z.array(
      z.strictObject({
        strategyName: z.string(),
        documents: z.optional(z.array(document)),
        person: z.optional(detailedPerson),
        externalLinks: z.optional(z.array(z.strictObject({ name: z.string(), url: z.string() }))),
      }),
    ),
  ),
});

export { announcement, board, calendarEvent, collection, document, movedCollection, person, pin };
