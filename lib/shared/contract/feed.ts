import * as z from 'zod/mini';
import { integer } from './formats';
import { collectionItemSchema, collectionSchema } from './collection';
import { countSchema, imageSchema, personSchema } from './common';
import { documentSchema } from './document';
import type {
  ACTIVITY_ACTIONS,
  CONFERENCE_PROVIDERS,
  CONFERENCE_SOURCES,
  EVENT_TYPES,
  FEED_CATEGORIES,
  RESPONSE_STATUSES,
} from './enums';
import { openEnum } from './open-enum';

/**
 * A customer (company) record, attached to events and documents. Only the company's name is
 * read (event details); the record's other fields are kept as the service sent them, unchecked.
 */
const customerSchema = z.looseObject({
  company: z.optional(z.looseObject({ name: z.optional(z.string()) })),
});

/** One attendee of a calendar event. */
const eventAttendeeSchema = z.looseObject({
  isOrganizer: z.optional(z.boolean()),
  // The attendee who asks (as calendars mark them: Google Calendar's `self`). The seed does not
  // show it; services that send it let the extension know the person's own answer.
  self: z.optional(z.boolean()),
  person: z.optional(personSchema),
  responseStatus: z.optional(openEnum<typeof RESPONSE_STATUSES>()),
});
export type EventAttendee = z.infer<typeof eventAttendeeSchema>;

/** An external link attached to an event. */
const externalLinkSchema = z.looseObject({
  name: z.optional(z.string()),
  url: z.optional(z.string()),
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
  attendees: z.optional(
    z.looseObject({
      people: z.optional(z.array(eventAttendeeSchema)),
      total: z.optional(integer()),
      numAccepted: z.optional(integer()),
      numDeclined: z.optional(integer()),
      numNoResponse: z.optional(integer()),
      numTentative: z.optional(integer()),
    }),
  ),
  conferenceData: z.optional(
    z.looseObject({
      provider: z.optional(openEnum<typeof CONFERENCE_PROVIDERS>()),
      uri: z.optional(z.string()),
      source: z.optional(openEnum<typeof CONFERENCE_SOURCES>()),
    }),
  ),
  generatedAttachments: z.optional(z.array(generatedAttachmentSchema)),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** Someone did something to a document. */
const activitySchema = z.looseObject({
  actor: z.optional(personSchema),
  timestamp: z.optional(integer()),
  action: z.optional(openEnum<typeof ACTIVITY_ACTIONS>()),
  aggregateVisitCount: z.optional(countSchema),
});

/** One entry of a feed result or an event result. Only `title` is required. */
const feedEntrySchema = z.looseObject({
  entryId: z.optional(z.string()),
  title: z.string(),
  thumbnail: z.optional(imageSchema),
  createdBy: z.optional(personSchema),
  justification: z.optional(z.string()),
  viewUrl: z.optional(z.string()),
  document: z.optional(documentSchema),
  event: z.optional(calendarEventSchema),
  // The specification shows only `draftId`; services send the rest of the announcement too.
  announcement: z.optional(
    z.looseObject({
      id: z.optional(integer()),
      draftId: z.optional(integer()),
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
      iconUrl: z.optional(z.string()),
    }),
  ),
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
