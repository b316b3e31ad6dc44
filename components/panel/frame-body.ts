import type { PageStatus } from '../../lib/shared/types/page';

/**
 * What the panel's frame hands the view it shows (components/panel/frame-views.ts): each view's
 * module draws its body from it, with its own prefill and actions, fetched with its code
 * (issue 56).
 */
export interface FrameBodyProps {
  status: PageStatus;
  /** Reads the page's status again (after a write). */
  reload(): void;
  /** The visible text of the link the panel acts on, when it acts on a link. */
  linkText: string;
  /** The pin view's way to the collection view, for a page the service has not indexed. */
  onCollectInstead(): void;
}
