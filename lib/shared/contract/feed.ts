import * as z from 'zod/mini';
import { collectionItemSchema, collectionSchema } from './collection';
import { countSchema, imageSchema, permissionsSchema, personSchema, roleSchema } from './common';
import { documentSchema } from './document';
import type {
  ACTIVITY_ACTIONS,
  CONFERENCE_PROVIDERS,
  CONFERENCE_SOURCES,
  EVENT_TYPES,
  FEED_CATEGORIES,
  ICON_TYPES,
  JUSTIFICATION_TYPES,
  RESPONSE_STATUSES,
  UGC_TYPES,
  UI_FORMATS,
} from './enums';
import { openEnum } from './open-enum';

/** A customer (company) record, attached to events and documents. */
const customerSchema = z.looseObject({
  id: z.optional(z.string()),
  domains: z.optional(z.array(z.string())),
  company: z.optional(
    z.looseObject({
      name: z.optional(z.string()),
      profileUrl: z.optional(z.string()),
      logoUrl: z.optional(z.string()),
      location: z.optional(z.string()),
      phone: z.optional(z.string()),
      fax: z.optional(z.string()),
      industry: z.optional(z.string()),
      stockSymbol: z.optional(z.string()),
      about: z.optional(z.string()),
      websiteUrls: z.optional(z.array(z.string())),
      annualRevenue: z.optional(z.int()),
      numberOfEmployees: z.optional(z.int()),
      foundedDate: z.optional(z.string()),
    }),
  ),
  documentCounts: z.optional(z.record(z.string(), z.unknown())),
  poc: z.optional(z.array(personSchema)),
  metadata: z.optional(
    z.looseObject({
      datasourceId: z.optional(z.string()),
      customData: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
  get mergedCustomers() {
    return z.optional(z.array(customerSchema));
  },
  startDate: z.optional(z.string()),
  contractAnnualRevenue: z.optional(z.int()),
  notes: z.optional(z.string()),
});

/** One attendee of a calendar event. */
const eventAttendeeSchema = z.looseObject({
  isOrganizer: z.optional(z.boolean()),
  isInGroup: z.optional(z.boolean()),
  person: z.optional(personSchema),
  groupAttendees: z.optional(z.array(z.unknown())),
  responseStatus: z.optional(openEnum<typeof RESPONSE_STATUSES>()),
});
export type EventAttendee = z.infer<typeof eventAttendeeSchema>;

/** An external link attached to an event. */
const externalLinkSchema = z.looseObject({
  name: z.optional(z.string()),
  url: z.optional(z.string()),
  iconConfig: z.optional(
    z.looseObject({
      color: z.optional(z.string()),
      key: z.optional(z.string()),
      iconType: z.optional(openEnum<typeof ICON_TYPES>()),
      name: z.optional(z.string()),
    }),
  ),
});

/** Material the service relates to an event (`getevents` with `annotate: true`). */
const generatedAttachmentSchema = z.looseObject({
  strategyName: z.optional(z.string()),
  documents: z.optional(z.array(documentSchema)),
  person: z.optional(personSchema),
  customer: z.optional(customerSchema),
  externalLinks: z.optional(z.array(externalLinkSchema)),
  content: z.optional(
    z.array(
      z.looseObject({ displayHeader: z.optional(z.string()), content: z.optional(z.string()) }),
    ),
  ),
});

/** A calendar event. `time.start`/`end` are RFC 3339 strings; `description` is HTML. */
const calendarEventSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  time: z.optional(z.looseObject({ start: z.optional(z.string()), end: z.optional(z.string()) })),
  eventType: z.optional(openEnum<typeof EVENT_TYPES>()),
  location: z.optional(z.string()),
  description: z.optional(z.string()),
  datasource: z.optional(z.string()),
  hasTranscript: z.optional(z.boolean()),
  attendees: z.optional(
    z.looseObject({
      people: z.optional(z.array(eventAttendeeSchema)),
      isLimit: z.optional(z.boolean()),
      total: z.optional(z.int()),
      numAccepted: z.optional(z.int()),
      numDeclined: z.optional(z.int()),
      numNoResponse: z.optional(z.int()),
      numTentative: z.optional(z.int()),
    }),
  ),
  conferenceData: z.optional(
    z.looseObject({
      provider: z.optional(openEnum<typeof CONFERENCE_PROVIDERS>()),
      uri: z.optional(z.string()),
      source: z.optional(openEnum<typeof CONFERENCE_SOURCES>()),
    }),
  ),
  classifications: z.optional(
    z.array(
      z.looseObject({
        name: z.optional(z.string()),
        strategies: z.optional(z.array(z.string())),
      }),
    ),
  ),
  generatedAttachments: z.optional(z.array(generatedAttachmentSchema)),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** A saved prompt, wrapped with its tracking and favourite information. */
const promptTemplateResultSchema = z.looseObject({
  promptTemplate: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      name: z.optional(z.string()),
      template: z.optional(z.string()),
      applicationId: z.optional(z.string()),
      inclusions: z.optional(
        z.looseObject({
          containerSpecs: z.optional(z.array(z.looseObject({ url: z.optional(z.string()) }))),
          documentSpecs: z.optional(z.array(z.looseObject({ url: z.optional(z.string()) }))),
          datasourceInstances: z.optional(z.array(z.string())),
        }),
      ),
      addedRoles: z.optional(z.array(roleSchema)),
      removedRoles: z.optional(z.array(roleSchema)),
      roles: z.optional(z.array(roleSchema)),
      permissions: z.optional(permissionsSchema),
      author: z.optional(personSchema),
      lastUpdatedBy: z.optional(personSchema),
      createTimestamp: z.optional(z.int()),
      lastUpdateTimestamp: z.optional(z.int()),
    }),
  ),
  trackingToken: z.optional(z.string()),
  favoriteInfo: z.optional(
    z.looseObject({
      ugcType: z.optional(openEnum<typeof UGC_TYPES>()),
      id: z.optional(z.string()),
      count: z.optional(z.int()),
      favoritedByUser: z.optional(z.boolean()),
    }),
  ),
  runCount: z.optional(countSchema),
});

/** A workflow, wrapped. */
const workflowResultSchema = z.looseObject({
  workflow: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      name: z.optional(z.string()),
      permissions: z.optional(permissionsSchema),
      author: z.optional(personSchema),
      lastUpdatedBy: z.optional(personSchema),
      createTimestamp: z.optional(z.int()),
      lastUpdateTimestamp: z.optional(z.int()),
    }),
  ),
});

/** Someone did something to a document. */
const activitySchema = z.looseObject({
  actor: z.optional(personSchema),
  timestamp: z.optional(z.int()),
  action: z.optional(openEnum<typeof ACTIVITY_ACTIONS>()),
  aggregateVisitCount: z.optional(countSchema),
});

/** One entry of a feed result or an event result. Only `title` is required. */
const feedEntrySchema = z.looseObject({
  entryId: z.optional(z.string()),
  title: z.string(),
  thumbnail: z.optional(imageSchema),
  createdBy: z.optional(personSchema),
  uiConfig: z.optional(
    z.looseObject({
      format: z.optional(openEnum<typeof UI_FORMATS>()),
      additionalFlags: z.optional(z.looseObject({ showNewIndicator: z.optional(z.boolean()) })),
    }),
  ),
  justificationType: z.optional(openEnum<typeof JUSTIFICATION_TYPES>()),
  justification: z.optional(z.string()),
  trackingToken: z.optional(z.string()),
  viewUrl: z.optional(z.string()),
  document: z.optional(documentSchema),
  event: z.optional(calendarEventSchema),
  // The specification shows only `draftId`; services send the rest of the announcement too.
  announcement: z.optional(
    z.looseObject({
      id: z.optional(z.int()),
      draftId: z.optional(z.int()),
      title: z.optional(z.string()),
      emoji: z.optional(z.string()),
    }),
  ),
  collection: z.optional(collectionSchema),
  collectionItem: z.optional(collectionItemSchema),
  person: z.optional(personSchema),
  app: z.optional(
    z.looseObject({
      datasource: z.optional(z.string()),
      docType: z.optional(z.string()),
      mimeType: z.optional(z.string()),
      iconUrl: z.optional(z.string()),
    }),
  ),
  promptTemplate: z.optional(promptTemplateResultSchema),
  workflow: z.optional(workflowResultSchema),
  activities: z.optional(z.array(activitySchema)),
  documentVisitorCount: z.optional(countSchema),
});
export type FeedEntry = z.infer<typeof feedEntrySchema>;

/** A result of the feed (and of `getevents`): a category and its entries. */
export const feedResultSchema = z.looseObject({
  category: openEnum<typeof FEED_CATEGORIES>(),
  primaryEntry: feedEntrySchema,
  secondaryEntries: z.optional(z.array(feedEntrySchema)),
});
export type FeedResult = z.infer<typeof feedResultSchema>;
