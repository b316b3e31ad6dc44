import * as z from 'zod/mini';
import { integer } from './formats';
import { audienceFilterSchema, imageSchema, permissionsSchema, personSchema } from './common';
import { documentSchema } from './document';
import type { ANNOUNCEMENT_CHANNELS, POST_TYPES } from './enums';
import { openEnum } from './open-enum';

/** One line of an announcement's structured body: a link, a document or text. */
const structuredTextItemSchema = z.looseObject({
  link: z.optional(z.string()),
  document: z.optional(documentSchema),
  text: z.optional(z.string()),
});

/** An announcement's body: plain text and its links. */
const announcementBodySchema = z.looseObject({
  text: z.optional(z.string()),
  structuredList: z.optional(z.array(structuredTextItemSchema)),
});

/** An announcement, published or not. Ids are integers; `startTime`/`endTime` are ISO strings. */
export const announcementSchema = z.looseObject({
  id: z.optional(integer()),
  draftId: z.optional(integer()),
  author: z.optional(personSchema),
  updatedBy: z.optional(personSchema),
  isPublished: z.optional(z.boolean()),
  startTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  title: z.optional(z.string()),
  body: z.optional(announcementBodySchema),
  emoji: z.optional(z.string()),
  thumbnail: z.optional(imageSchema),
  banner: z.optional(imageSchema),
  audienceFilters: z.optional(z.array(audienceFilterSchema)),
  hideAttribution: z.optional(z.boolean()),
  channel: z.optional(openEnum<typeof ANNOUNCEMENT_CHANNELS>()),
  postType: z.optional(openEnum<typeof POST_TYPES>()),
  isPrioritized: z.optional(z.boolean()),
  viewUrl: z.optional(z.string()),
  permissions: z.optional(permissionsSchema),
});
export type Announcement = z.infer<typeof announcementSchema>;
