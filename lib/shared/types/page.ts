import type { Collection, Pin } from '../contract';

/** What the page-action panel acts on: the tab's page, or the link that was right-clicked. */
export interface PageTarget {
  url: string;
  title: string;
  kind: 'page' | 'link';
  /** Text the person had selected when they acted, offered as a query. */
  selection?: string;
}

/** The service's document for the target, when it has indexed it. */
export interface TargetDocument {
  id: string;
  title?: string;
  url?: string;
  datasource?: string;
}

/** A collection as the picker shows it. */
export interface CollectionChoice {
  collection: Collection;
  /** True when the collection already holds the target. */
  containsTarget: boolean;
  /** True when the person may add items to it. */
  canAdd: boolean;
}

/** Which of the panel's two views to show. */
export type PanelView = 'pin' | 'collect';

/** Everything the panel and the popup's "This page" strip show about a tab. */
export interface PageStatus {
  target: PageTarget;
  /** The indexed document, or null when the service has not indexed this address. */
  document: TargetDocument | null;
  /** Pins of the document (empty when not indexed). */
  pins: Pin[];
  /** Collections, recently used first. */
  collections: CollectionChoice[];
}
