import type { CollectionItem } from '../../shared/contract';
import type { Notice } from '../../shared/notice';
import type { Loading } from '../loading';
import type { MoveDirection } from './order';

/**
 * The open collection as the screen shows it: the newest read with the person's changes that
 * it does not hold yet replayed on it (`shownCopy` in pending.ts). Every change returns a new copy.
 */
export interface LocalCopy {
  collectionId: number;
  /** Item ids in the order on screen. */
  order: string[];
  items: Record<string, CollectionItem>;
}

/** A collection as the list shows it. */
export interface CollectionSummaryView {
  id: number;
  name: string;
  description: string;
  icon: string;
  itemCount: number;
  adminLocked: boolean;
  /** Whether the person may change its items. */
  canEdit: boolean;
}

/** One item of an open collection, ready to show. */
export interface CollectionItemView {
  /** The item's id; ids starting with `local:` are restored items the service has not named yet. */
  id: string;
  name: string;
  description: string;
  icon: string;
  /** The http(s) address it opens, when it has one. */
  url?: string;
  /** DOCUMENT, TEXT, URL or COLLECTION (or a type this version does not know). */
  type: string;
  /** A write about this item is waiting to reach the service. */
  pending: boolean;
}

/** Why a collection's items cannot be changed, when they cannot. */
export type ReadOnlyReason = 'adminLocked' | 'noPermission';

/** The open collection. */
export interface CollectionDetailView {
  id: number;
  name: string;
  description: string;
  icon: string;
  items: CollectionItemView[];
  /** Whether the person may move, remove and edit items. */
  canEdit: boolean;
  /** Set when `canEdit` is false. */
  readOnlyReason?: ReadOnlyReason;
}

/** A removal that can still be undone. */
interface UndoOffer {
  /** The removed item's name. */
  name: string;
  undo(): void;
  dismiss(): void;
}

/** Changes to an item's text. */
export interface ItemEdit {
  name: string;
  description: string;
}

/** Where a move goes: a direction (keyboard, menu) or an index in the new order (drag). */
export type MoveTarget = MoveDirection | { index: number };

/** The open collection's changes: shown at once, sent in order, reverted when refused. */
export interface CollectionWrites {
  /** The copy on screen: the local one while writes are on their way, else the service's. */
  current(): LocalCopy | null;
  move(itemId: string, target: MoveTarget): void;
  remove(itemId: string): void;
  edit(itemId: string, changes: ItemEdit): Promise<string | null>;
  undo?: UndoOffer;
  /** The last move in words, for screen readers. */
  announcement?: string;
  notice?: Notice;
  dismissNotice(): void;
  /** The items whose writes wait in the outbox. */
  pendingIds: Set<string>;
}

/**
 * Everything the Collections screen shows and can do. `useCollections()` provides it; the
 * views take it as a prop, so they can be shown with any plain object in tests.
 */
export interface CollectionsController {
  /** The person's collections. */
  list: Loading<CollectionSummaryView[]>;
  reloadList(): void;
  /** The id of the open collection, or null for the list. */
  openId: number | null;
  open(id: number): void;
  /** Back to the list. */
  close(): void;
  /**
   * The open collection, in the order on screen (moves show before the service has them);
   * `loading` while it is read (again) from the service.
   */
  detail: Loading<CollectionDetailView>;
  reloadDetail(): void;
  /** Moves an item; the list changes at once and the write is queued. */
  move(itemId: string, target: MoveTarget): void;
  /** Removes an item (with an undo offer). */
  remove(itemId: string): void;
  /** Saves an item's name and description; resolves with the failure's sentence, or null. */
  edit(itemId: string, changes: ItemEdit): Promise<string | null>;
  /** Opens the item's page in a new tab (http(s) only). */
  openItem(itemId: string): void;
  /** The last removal, while it can be undone. */
  undo?: UndoOffer;
  /** The last move in words, for screen readers ("“Q3 plan” is now at position 2 of 7."). */
  announcement?: string;
  /** What happened (a failure, a refused move), until dismissed. */
  notice?: Notice;
  dismissNotice(): void;
  /** Opens the collections in a full extension page (offered by the popup only). */
  openFullPage?(): void;
}
