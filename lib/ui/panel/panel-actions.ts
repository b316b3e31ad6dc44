import type { AudienceFilterInput, Collection } from '../../shared/contract';
import type { Notice } from '../../shared/notice';
import { outcomeNotice } from '../../shared/notices';
import type { WriteOutcome } from '../../shared/types/outbox';
import type { PageItem } from '../../shared/types/page';
import { panelError, panelErrorNotice } from './panel-ask';

/** What the pin view can do; each action answers what the person should be told. */
export interface PinActions {
  pin(queries: string[], audienceFilters?: AudienceFilterInput[]): Promise<Notice>;
  editPin(
    pinId: string,
    queries: string[],
    audienceFilters?: AudienceFilterInput[],
  ): Promise<Notice>;
  unpin(pinId: string): Promise<Notice>;
}

/** An action's outcome in words; `alreadyIn` when the collection already held the page. */
export type ActionNotice = Notice & { alreadyIn?: true };

/** What the collection view can do; each action answers what the person should be told. */
export interface CollectActions {
  add(collection: Collection, name?: string, description?: string): Promise<ActionNotice>;
  /** The page's item in a collection that holds it (a sentence is thrown when it cannot be read). */
  item(collectionId: number): Promise<PageItem>;
  /** Changes the name and description of the page's item in a collection (issue 45). */
  editItem(collection: Collection, name: string | undefined, description: string): Promise<Notice>;
  create(input: {
    collectionName: string;
    collectionDescription?: string;
    name?: string;
    description?: string;
  }): Promise<Notice>;
}

/**
 * Sends a write and words its outcome; whatever it throws becomes a sentence, never an
 * unhandled rejection. A change that did not fail refreshes the panel (`reload`), so the
 * existing pins and "already in" marks stay true.
 */
export async function write(
  reload: () => void,
  send: () => Promise<WriteOutcome>,
  done: string,
): Promise<ActionNotice> {
  try {
    const notice = outcomeNotice(await send(), done);
    if (notice.tone !== 'error') reload();
    return notice;
  } catch (error) {
    const notice = panelErrorNotice(error);
    return panelError(error).kind === 'already-exists' ? { ...notice, alreadyIn: true } : notice;
  }
}

/** An audience, only when there is one (the message leaves it out otherwise). */
export const audience = (audienceFilters?: AudienceFilterInput[]) =>
  audienceFilters ? { audienceFilters } : {};

/**
 * The tab a view acts on, named in the message when the view is drawn in an extension page (the
 * side panel, for the tab its strip shows); the page panel's messages name none (the worker
 * takes its sender's tab).
 */
export const onTab = (tabId?: number) => (tabId === undefined ? {} : { tabId });

/**
 * Where a view's writes act: the address the view shows (the worker acts only while that is
 * still its target, never on another address in its place), on the tab of `onTab`.
 */
export const onTarget = (url: string, tabId?: number) => ({ url, ...onTab(tabId) });
