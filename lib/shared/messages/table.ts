import * as z from 'zod/mini';
import { integer, uuid, wholeNumber } from '../contract/formats';
import type { OperationName } from '../contract/operations';
import { audienceFilterInputSchema } from '../contract/requests';
import type {
  AdminAccess,
  ConnectionReport,
  ConnectionView,
  SignOutOutcome,
} from '../types/connection';
import type { WriteOutcome } from '../types/outbox';
import type { CollectionList, PageItem, PageStatus } from '../types/page';
import { message } from './declare';
import { type ReadEntry, readKeySchema } from './reads';

/**
 * THE message table: every message between the extension's pages, its page panel and the
 * background, declared once with its strict data schema, its reply and who may send it.
 * Sending types (lib/shared/messages/messenger.ts), handler types (lib/background/handlers)
 * and the background's sender check (lib/background/router.ts) are all read from here.
 * Adding a message is two edits: an entry here, and its handler in lib/background/handlers/.
 *
 * Pages and the panel import this file for its types only, so the validators stay out of
 * their bundles; the background imports it to validate.
 */

const text = (max: number) => z.string().check(z.maxLength(max));
// No data: `undefined` only (an optional never), as z.undefined() would say, without that
// schema's code in the worker.
const nothing = z.optional(z.never());
/** Honoured from extension pages only; the panel always acts on its own tab. */
const tabId = z.optional(wholeNumber());
const queries = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
  .check(z.minLength(1), z.maxLength(20));
/**
 * The address the view showed and the person acts on: the worker acts only when its target is
 * still that address (a page that moved on meanwhile is never acted for in its place).
 */
const shown = text(8192);
const audienceFilters = z.optional(z.array(audienceFilterInputSchema).check(z.maxLength(20)));

/** The writes an extension page may queue directly; the request is validated by the contract. */
const writeSchema = z.strictObject({
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
  /**
   * The page's own id for this write, so asking again after an answer was lost (the worker
   * stopped before it answered) finds the stored write instead of queueing it twice.
   */
  id: z.optional(uuid()),
});
/** A write as a page asks for it. */
export type WriteMessage = z.infer<typeof writeSchema>;

const connectionInputSchema = z.strictObject({
  serviceUrl: text(2000),
  /** Empty or absent keeps the stored token (only while the service address is unchanged). */
  token: z.optional(text(8000)),
  actAs: z.optional(text(320)),
  authType: z.optional(text(40)),
});
/** Connection settings as the options page submits them. */
export type ConnectionInput = z.infer<typeof connectionInputSchema>;

const signInSchema = z.strictObject({
  serviceUrl: z.optional(text(2000)),
  issuer: z.optional(text(2000)),
  clientId: z.optional(text(200)),
  scopes: z.optional(text(500)),
});
/** A company sign-in as a page starts it; empty fields use the saved or preset ones. */
export type SignInInput = z.infer<typeof signInSchema>;

const PAGES = ['page'] as const;
const PAGES_AND_PANEL = ['page', 'panel'] as const;
const PANEL = ['panel'] as const;

export const MESSAGES = {
  /** The connection as the options page and popup show it (never the token). */
  getConnection: message<ConnectionView>()({ data: nothing, from: PAGES }),
  /** Tries settings with a cheap real call, without saving them. */
  testConnection: message<ConnectionReport>()({ data: connectionInputSchema, from: PAGES }),
  /** Saves settings; host permission for the origin must already be granted. */
  saveConnection: message<ConnectionView>()({ data: connectionInputSchema, from: PAGES }),
  /** Forgets the token (signs out on this device). */
  forgetToken: message<ConnectionView>()({ data: nothing, from: PAGES }),
  /** Signs in with the company's provider; host access was granted on the click. */
  signIn: message<ConnectionView>()({ data: signInSchema, from: PAGES }),
  /** Signs out of the provider sign-in (revokes, forgets the tokens, keeps the queue). */
  signOut: message<SignOutOutcome>()({ data: nothing, from: PAGES }),
  /**
   * Whether the service refused this account its administrators' tools today (remembered, so
   * never asked for this). With `check`, the person asked to be asked again: the refusal is
   * forgotten and the service asked once (the settings page's "Check again").
   */
  adminAccess: message<AdminAccess>()({
    data: z.strictObject({ check: z.optional(z.literal(true)) }),
    from: PAGES,
  }),
  /** Fetches a fresh value, stores it in the cache and answers it. */
  read: message<ReadEntry>()({ data: readKeySchema, from: PAGES }),
  /** Queues a write and tries it at once. */
  write: message<WriteOutcome>()({ data: writeSchema, from: PAGES }),
  /** Sends a failed or waiting write again now. */
  retryWrite: message<WriteOutcome>()({ data: z.strictObject({ id: text(100) }), from: PAGES }),
  /** Sends every failed or waiting write again now, oldest first (the outbox's "Retry all"). */
  retryAllWrites: message<WriteOutcome[]>()({ data: nothing, from: PAGES }),
  /** Drops a write that has not been applied. */
  discardWrite: message<null>()({ data: z.strictObject({ id: text(100) }), from: PAGES }),
  /** Drops a stored change that could not be read (set aside, never sent). */
  discardSetAsideWrite: message<null>()({
    data: z.strictObject({ id: text(100) }),
    from: PAGES,
  }),
  /**
   * The secret of the panel's current opening in its tab (issue 53): the frame accepts the
   * private port only from a hello that carries it, so a page that frames the panel's page
   * itself, and says its own hello, is not believed. The panel's frame only.
   */
  panelOpening: message<string>()({ data: z.strictObject({ tabId }), from: PANEL, tab: true }),
  /** Whether the tab's page (or link target) is indexed, pinned and in which collections. */
  pageStatus: message<PageStatus>()({
    data: z.strictObject({ tabId }),
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /**
   * The person's collections for the panel's picker, recently used first: the kept list, with
   * `stale` when it is older than 5 minutes (the panel shows it and asks again with `refresh`),
   * or read anew with `refresh` or when none is kept. With `check` (the page's status could not
   * say which collections hold the tab's target; `documentId` is its document), the recently
   * used collections are checked too.
   */
  collectionChoices: message<CollectionList>()({
    data: z.strictObject({
      tabId,
      refresh: z.optional(z.literal(true)),
      check: z.optional(z.strictObject({ documentId: z.optional(text(200)) })),
    }),
    // Pages too: the side panel draws the collect view for the tab its strip shows.
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /** Pins the tab's document to queries. */
  pinPage: message<WriteOutcome>()({
    data: z.strictObject({ tabId, url: shown, queries, audienceFilters }),
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /** Changes the queries or audience of one of the document's pins. */
  editPagePin: message<WriteOutcome>()({
    data: z.strictObject({ tabId, url: shown, pinId: text(200), queries, audienceFilters }),
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /** Removes one of the document's pins. */
  unpinPagePin: message<WriteOutcome>()({
    data: z.strictObject({ tabId, url: shown, pinId: text(200) }),
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /** Adds the tab's page to a collection (a document item when indexed, a URL item otherwise). */
  addPageToCollection: message<WriteOutcome>()({
    data: z.strictObject({
      tabId,
      url: shown,
      collectionId: integer(),
      name: z.optional(text(500)),
      description: z.optional(text(2000)),
    }),
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /** The tab's page's item in a collection that holds it, to edit instead of adding it twice. */
  pageItem: message<PageItem>()({
    data: z.strictObject({ tabId, url: shown, collectionId: integer() }),
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /** Changes the name and description of the tab's page's item in a collection. */
  editPageItem: message<WriteOutcome>()({
    data: z.strictObject({
      tabId,
      url: shown,
      collectionId: integer(),
      name: z.optional(text(500)),
      description: text(2000),
    }),
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /** Creates a collection and adds the tab's page to it. */
  createCollectionWithPage: message<WriteOutcome>()({
    data: z.strictObject({
      tabId,
      url: shown,
      collectionName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      collectionDescription: z.optional(text(2000)),
      name: z.optional(text(500)),
      description: z.optional(text(2000)),
    }),
    from: PAGES_AND_PANEL,
    tab: true,
  }),
  /** Opens the page-action panel in a tab (from the popup, which is a user gesture). */
  openPageActions: message<null>()({
    data: z.strictObject({ tabId, action: z.enum(['pin', 'collect']) }),
    from: PAGES,
    tab: true,
  }),
  /** Opens the options page (content scripts cannot). */
  openOptions: message<null>()({ data: nothing, from: PAGES_AND_PANEL }),
};

/** The name of a message. */
export type MessageName = keyof typeof MESSAGES;
/** The messages that act on a tab. */
export type TabMessageName = {
  [M in MessageName]: (typeof MESSAGES)[M] extends { tab: true } ? M : never;
}[MessageName];
