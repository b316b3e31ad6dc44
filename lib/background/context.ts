import type { OperationName } from '../shared/contract/operations';
import type { ReadEntry, ReadKey, ReadKind } from '../shared/messages/messenger';
import type { Notice } from '../shared/notice';
import type { WriteOutcome } from '../shared/types/outbox';
import type { ApiClient } from './api/client';

/** A write to queue: the operation, its request, and what the person did in words. */
export interface QueuedWrite {
  operation: OperationName;
  request: unknown;
  label: string;
  /** The page's id for the write (asked again under the same id, it is stored once). */
  id?: string;
  /**
   * A second write that needs the first one's answer: its request gets `collectionId` from the
   * first answer's collection (create a collection, then add the page to it).
   */
  followUp?: { operation: OperationName; request: Record<string, unknown>; label: string };
}

/** What background features (page actions, menus, shortcuts) use to reach the service. */
export interface BackgroundContext {
  /**
   * The client for the configured service.
   * @throws ApiError 'unauthorized' with a sentence when the extension is not connected yet.
   */
  client(): Promise<ApiClient>;
  /** Stores a write in the outbox and tries it at once; answers how far it got. */
  enqueue(write: QueuedWrite): Promise<WriteOutcome>;
  /** Fetches a fresh value (stored in the cache when the kind is cached). */
  read<K extends ReadKind>(key: Extract<ReadKey, { kind: K }>): Promise<ReadEntry<K>>;
  /** Shows the outcome of a background-started action (a system notification). */
  notify(feedback: Notice): Promise<void>;
}
