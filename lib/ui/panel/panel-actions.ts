import type { AudienceFilterInput, Collection } from '../../shared/contract';
import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import { outcomeNotice } from '../../shared/notices';
import { quoteQueries } from '../../shared/quote';
import type { WriteOutcome } from '../../shared/types/outbox';
import type { PageItem } from '../../shared/types/page';
import { panelAsk, panelError, panelErrorNotice } from './panel-ask';

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
async function write(
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
const audience = (audienceFilters?: AudienceFilterInput[]) =>
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
const onTarget = (url: string, tabId?: number) => ({ url, ...onTab(tabId) });

/**
 * The pin view's actions, wired to the background through `panelAsk` (never the token). They
 * live apart from the collection's: each view is a script of its own (issue 17). `url` and
 * `tabId`: see onTarget.
 */
export function pinActions(reload: () => void, url: string, tabId?: number): PinActions {
  const tab = onTarget(url, tabId);
  return {
    pin: (queries, audienceFilters) =>
      write(
        reload,
        () => panelAsk('pinPage', { ...tab, queries, ...audience(audienceFilters) }),
        t('pageActionsPinnedFor', quoteQueries(queries)),
      ),
    editPin: (pinId, queries, audienceFilters) =>
      write(
        reload,
        () => panelAsk('editPagePin', { ...tab, pinId, queries, ...audience(audienceFilters) }),
        t('pageActionsPinUpdated'),
      ),
    unpin: (pinId) =>
      write(reload, () => panelAsk('unpinPagePin', { ...tab, pinId }), t('pageActionsPinRemoved')),
  };
}

/** The collection view's actions, wired like the pin view's. */
export function collectActions(reload: () => void, url: string, tabId?: number): CollectActions {
  const tab = onTarget(url, tabId);
  return {
    add: (collection, name, description) =>
      write(
        reload,
        () =>
          panelAsk('addPageToCollection', {
            ...tab,
            collectionId: collection.id,
            ...(name ? { name } : {}),
            ...(description ? { description } : {}),
          }),
        t('pageActionsAddedTo', collection.name),
      ),
    item: (collectionId) => panelAsk('pageItem', { ...tab, collectionId }),
    editItem: (collection, name, description) =>
      write(
        reload,
        () =>
          panelAsk('editPageItem', {
            ...tab,
            collectionId: collection.id,
            ...(name ? { name } : {}),
            description,
          }),
        t('pageActionsItemUpdated', collection.name),
      ),
    create: (input) =>
      write(
        reload,
        () =>
          panelAsk('createCollectionWithPage', {
            ...tab,
            collectionName: input.collectionName,
            ...(input.collectionDescription
              ? { collectionDescription: input.collectionDescription }
              : {}),
            ...(input.name ? { name: input.name } : {}),
            ...(input.description ? { description: input.description } : {}),
          }),
        t('pageActionsCreatedWith', input.collectionName.trim()),
      ),
  };
}

/** Opens the options page. Never fails: with the worker unreachable the button stays there. */
export function openOptions(): void {
  void panelAsk('openOptions', undefined).catch(() => undefined);
}
