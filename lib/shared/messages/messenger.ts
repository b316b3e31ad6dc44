import { defineExtensionMessaging } from '@webext-core/messaging';
import type { OperationResponse } from '../contract/operations';
import type { Result } from '../result';
import type { ConnectionReport, ConnectionView } from '../types/connection';
import type { WriteOutcome } from '../types/outbox';
import type { PageStatus } from '../types/page';
import type { MessageData as Data, ReadKey } from './table';

/**
 * The one protocol between the extension's pages, its content script and the background.
 * Every message carries one `data` object, validated strictly by its schema in
 * message-schemas.ts before the background acts on it, and answers a `Result`. This file holds
 * only types and the messenger, so that what a page or the panel loads stays small.
 */

export type {
  ConnectionInput,
  MessageName,
  ReadKey,
  WriteMessage,
} from './table';

/** The kind of a read. */
export type ReadKind = ReadKey['kind'];

/** What each kind of read answers. */
export interface ReadValues {
  feed: OperationResponse<'feed'>;
  answerBoards: OperationResponse<'listanswerboards'>;
  collections: OperationResponse<'listcollections'>;
  collection: OperationResponse<'getcollection'>;
  events: OperationResponse<'getevents'>;
  draft: OperationResponse<'getdraftannouncement'>;
  peopleToInvite: OperationResponse<'peoplesuggestadmin'>;
}

/** A value read from the service, with when it was fetched (Unix milliseconds). */
export interface ReadEntry<K extends ReadKind = ReadKind> {
  value: ReadValues[K];
  fetchedAt: number;
}

/** The protocol map: each message's data and what it answers. */
export interface ProtocolMap {
  /** The connection as the options page and popup show it (never the token). */
  getConnection(data?: Data<'getConnection'>): Result<ConnectionView>;
  /** Tries settings with a cheap real call, without saving them. */
  testConnection(data: Data<'testConnection'>): Result<ConnectionReport>;
  /** Saves settings; host permission for the origin must already be granted. */
  saveConnection(data: Data<'saveConnection'>): Result<ConnectionView>;
  /** Forgets the token (signs out on this device). */
  forgetToken(data?: Data<'forgetToken'>): Result<ConnectionView>;
  /** Fetches a fresh value, stores it in the cache and answers it. */
  read(data: Data<'read'>): Result<ReadEntry>;
  /** Queues a write and tries it at once. */
  write(data: Data<'write'>): Result<WriteOutcome>;
  /** Sends a failed or waiting write again now. */
  retryWrite(data: Data<'retryWrite'>): Result<WriteOutcome>;
  /** Drops a write that has not been applied. */
  discardWrite(data: Data<'discardWrite'>): Result<null>;
  /** Whether the tab's page (or link target) is indexed, pinned and in which collections. */
  pageStatus(data: Data<'pageStatus'>): Result<PageStatus>;
  /** Pins the tab's document to queries. */
  pinPage(data: Data<'pinPage'>): Result<WriteOutcome>;
  /** Changes the queries or audience of one of the document's pins. */
  editPagePin(data: Data<'editPagePin'>): Result<WriteOutcome>;
  /** Removes one of the document's pins. */
  unpinPagePin(data: Data<'unpinPagePin'>): Result<WriteOutcome>;
  /** Adds the tab's page to a collection (a document item when indexed, a URL item otherwise). */
  addPageToCollection(data: Data<'addPageToCollection'>): Result<WriteOutcome>;
  /** Creates a collection and adds the tab's page to it. */
  createCollectionWithPage(data: Data<'createCollectionWithPage'>): Result<WriteOutcome>;
  /** Opens the page-action panel in a tab (from the popup, which is a user gesture). */
  openPageActions(data: Data<'openPageActions'>): Result<null>;
  /** Opens the options page (content scripts cannot). */
  openOptions(data?: Data<'openOptions'>): Result<null>;
}

/** The typed messenger every extension context uses. */
export const { sendMessage, onMessage, removeAllListeners } =
  defineExtensionMessaging<ProtocolMap>();
