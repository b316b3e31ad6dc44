import type { Collection, Pin } from '../contract';

/** What the page-action panel acts on: the tab's page, or the link that was right-clicked. */
export interface PageTarget {
  url: string;
  title: string;
  kind: 'page' | 'link';
  /** Text the person had selected when they acted, offered as a query. */
  selection?: string;
}

/**
 * What the page panel offers from the page it was opened on, read by the worker when the panel
 * opened (the panel's frame never reads the page): the right-clicked link's text, and the
 * page's description (empty for a link).
 */
export interface PageText {
  linkText: string;
  description: string;
}

/** The service's document for the target, when it has indexed it. */
export interface TargetDocument {
  id: string;
  title?: string;
  url?: string;
  datasource?: string;
}

/** A collection as a page's status names it: enough to show it and tell it apart. */
export interface CollectionRef {
  id: number;
  name: string;
}

/** A collection as the picker shows it. */
export interface CollectionChoice {
  collection: Collection;
  /**
   * Whether the collection already holds the target: 'unknown' when nobody checked (a service
   * that does not name a document's collections, for a collection not recently used). A view
   * must not show 'unknown' as "not in it".
   */
  containsTarget: boolean | 'unknown';
  /** True when the person may add items to it. */
  canAdd: boolean;
}

/** The person's collections as the panel's picker gets them. */
export interface CollectionList {
  /** Recently used first, then in the service's order. */
  collections: Collection[];
  /** When the service gave this list (Unix milliseconds). */
  fetchedAt: number;
  /** Older than the time it is kept for: shown, and asked for anew. */
  stale: boolean;
  /** The check of the recently used collections, when the panel asked for it. */
  membership?: RecentMembership;
}

/**
 * Which of the person's recently used collections (at most 12) hold the target, when the
 * service does not name a document's collections: checked only where the person chooses one.
 */
export interface RecentMembership {
  /** The checked collections that hold the target. */
  holders: CollectionRef[];
  /** The collections checked (any other was not). */
  checked: CollectionRef[];
}

/** The page's item in one collection, as the panel's edit form shows it (issue 45). */
export interface PageItem {
  collectionName: string;
  name: string;
  description: string;
}

/** Which of the panel's two views to show. */
export type PanelView = 'pin' | 'collect';

/**
 * Everything the panel and the popup's "This page" strip show about a tab, from one
 * `getdocuments` and nothing else. The collection list is not part of it: it is read only when
 * someone chooses a collection.
 */
export interface PageStatus {
  target: PageTarget;
  /**
   * The page panel's tab shows another address than when the panel opened (a hash,
   * `pushState`, a navigation): the panel says so, and still acts only on `target`.
   */
  moved?: true;
  /** What the page offered when the panel opened (page panel only). */
  page?: PageText;
  /** The indexed document, or null when the service has not indexed this address. */
  document: TargetDocument | null;
  /**
   * The document's pins (none when not indexed: a pin needs a document), or 'unknown' when the
   * service did not say (never to be shown as "not pinned").
   */
  pins: Pin[] | 'unknown';
  /** The collections known to hold the target (none when `checked` is 'unknown'). */
  holders: CollectionRef[];
  /**
   * Whether membership is known: 'all' (the service named every collection that holds the
   * document), or 'unknown' (it did not: an unindexed page, an older service). 'unknown' is
   * never to be shown as "in no collection"; the picker checks the recently used ones.
   */
  checked: 'all' | 'unknown';
}
