import * as z from 'zod/mini';
import type { OperationName } from '../contract/operations';
import { audienceFilterInputSchema } from '../contract/requests';

/**
 * The strict zod schemas of every message's data (see the protocol map in messaging.ts).
 * Only the background imports this file: pages and the panel send messages without carrying
 * the validators in their bundles.
 */

const text = (max: number) => z.string().check(z.maxLength(max));
const tabId = z.optional(z.int().check(z.nonnegative()));

/** What a person may read through the background; each kind is cached under its own key. */
export const readKeySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('feed') }),
  z.strictObject({
    kind: z.literal('answerBoards'),
    withAudience: z.optional(z.boolean()),
    withRoles: z.optional(z.boolean()),
  }),
  z.strictObject({ kind: z.literal('collections') }),
  z.strictObject({ kind: z.literal('collection'), id: z.int() }),
  z.strictObject({
    kind: z.literal('events'),
    ids: z.array(text(500)).check(z.minLength(1), z.maxLength(50)),
  }),
  z.strictObject({ kind: z.literal('draft'), id: z.int() }),
  z.strictObject({
    kind: z.literal('peopleToInvite'),
    categories: z
      .array(z.enum(['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS']))
      .check(z.minLength(1), z.maxLength(2)),
    departments: z.optional(z.array(text(200)).check(z.maxLength(50))),
  }),
]);
/** A read request, such as `{ kind: 'collection', id: 3 }`. */
export type ReadKey = z.infer<typeof readKeySchema>;

/** The writes an extension page may queue directly; the request is validated by the contract. */
export const writeSchema = z.strictObject({
  operation: z.enum([
    'updatedraftannouncement',
    'movecollectionitem',
    'deletecollectionitem',
    'pin',
    'addcollectionitems',
    'createcollection',
    'editcollectionitem',
    'editpin',
    'unpin',
  ] as const satisfies readonly OperationName[]),
  request: z.unknown(),
  /** What the person did, in words ("Move “Q3 plan” to the top"); shown in the outbox list. */
  label: text(300),
});
/** A write as a page asks for it. */
export type WriteMessage = z.infer<typeof writeSchema>;

/** Connection settings as the options page submits them. */
export const connectionInputSchema = z.strictObject({
  serviceUrl: text(2000),
  /** Empty or absent keeps the stored token (only while the service address is unchanged). */
  token: z.optional(text(8000)),
  actAs: z.optional(text(320)),
  authType: z.optional(text(40)),
});
/** Connection settings as the options page submits them. */
export type ConnectionInput = z.infer<typeof connectionInputSchema>;

const queriesSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
  .check(z.minLength(1), z.maxLength(20));

/**
 * The strict schema of every message's data. Messages marked in CONTENT_SCRIPT_MESSAGES act
 * on the sender's own tab; `tabId` is only honoured from extension pages.
 */
export const MESSAGE_SCHEMAS = {
  getConnection: z.optional(z.undefined()),
  testConnection: connectionInputSchema,
  saveConnection: connectionInputSchema,
  forgetToken: z.optional(z.undefined()),
  read: readKeySchema,
  write: writeSchema,
  retryWrite: z.strictObject({ id: text(100) }),
  discardWrite: z.strictObject({ id: text(100) }),
  pageStatus: z.strictObject({ tabId }),
  pinPage: z.strictObject({
    tabId,
    queries: queriesSchema,
    audienceFilters: z.optional(z.array(audienceFilterInputSchema).check(z.maxLength(20))),
  }),
  editPagePin: z.strictObject({
    tabId,
    pinId: text(200),
    queries: queriesSchema,
    audienceFilters: z.optional(z.array(audienceFilterInputSchema).check(z.maxLength(20))),
  }),
  unpinPagePin: z.strictObject({ tabId, pinId: text(200) }),
  addPageToCollection: z.strictObject({
    tabId,
    collectionId: z.int(),
    name: z.optional(text(500)),
    description: z.optional(text(2000)),
  }),
  createCollectionWithPage: z.strictObject({
    tabId,
    collectionName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    collectionDescription: z.optional(text(2000)),
    name: z.optional(text(500)),
    description: z.optional(text(2000)),
  }),
  openPageActions: z.strictObject({ tabId, action: z.enum(['pin', 'collect']) }),
  openOptions: z.optional(z.undefined()),
} satisfies Record<string, z.ZodMiniType>;

/** The name of a message. */
export type MessageName = keyof typeof MESSAGE_SCHEMAS;
/** The validated data of a message. */
export type MessageData<M extends MessageName> = z.infer<(typeof MESSAGE_SCHEMAS)[M]>;

/** Messages the page-action panel (a content script) may send, each about its own tab. */
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<MessageName> = new Set([
  'pageStatus',
  'pinPage',
  'editPagePin',
  'unpinPagePin',
  'addPageToCollection',
  'createCollectionWithPage',
  'openOptions',
] as const);
