import { browser } from 'wxt/browser';
import type { SenderKind } from '../../shared/messages/declare';
import type { PageStatus, PageTarget, PageText, PanelView } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import { rememberPageStatus } from '../first-screen';
import {
  addTargetToCollection,
  createCollectionWithTarget,
  editTargetPin,
  pinTarget,
  unpinTargetPin,
} from '../page-actions/actions';
import { collectionChoices } from '../page-actions/collection-choices';
import { editTargetItem, readTargetItem } from '../page-actions/item-edit';
import {
  noAddressError,
  panelGoneError,
  tabGoneError,
  targetChangedError,
} from '../page-actions/errors';
import { keptPageStatus } from '../page-actions/kept-status';
import { openPanel, pageTarget } from '../page-actions/open-panel';
import { buildPageStatus } from '../page-actions/status';
import { readTarget } from '../page-actions/target-store';
import type { HandlerGroup } from './types';

/** The messages about one tab: its page's status, and the actions of the page panel. */
export type PageActionMessage =
  | 'panelOpening'
  | 'pageStatus'
  | 'collectionChoices'
  | 'pinPage'
  | 'editPagePin'
  | 'unpinPagePin'
  | 'addPageToCollection'
  | 'createCollectionWithPage'
  | 'pageItem'
  | 'editPageItem'
  | 'openPageActions';

/** The tab, or a sentence when it has been closed meanwhile. */
async function getTab(tabId: number) {
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  if (!tab) throw tabGoneError();
  return tab;
}

/** What a message is about: its target, and whether the tab has moved on since it was fixed. */
interface TabTarget {
  target: PageTarget;
  view?: PanelView;
  /** What the page offered when the page panel opened (its frame never reads the page). */
  page?: PageText;
  /** The page panel's tab shows another address than when the panel opened. */
  moved?: true;
}

/**
 * What a message about a tab acts on. The page panel (`from` 'panel') acts on the target fixed
 * when it opened, whatever the tab shows since (a hash, `pushState`, a navigation): it never
 * gets another address in its place. An extension page (the popup's and side panel's "This
 * page") gets the panel's target while the tab is still on the page it was opened on, and
 * otherwise the tab's page itself.
 */
async function tabTarget(tabId: number, from: SenderKind | undefined): Promise<TabTarget> {
  const tab = await getTab(tabId);
  if (from === 'panel') {
    const record = await readTarget(tabId, undefined);
    if (!record) throw panelGoneError();
    const { target, view, page } = record;
    return record.pageUrl === tab.url
      ? { target, view, page }
      : { target, view, page, moved: true };
  }
  const record = await readTarget(tabId, tab.url);
  if (record) return record;
  if (!tab.url) throw noAddressError();
  return { target: pageTarget(tab) };
}

/**
 * The target of an action, checked against the address the view showed (`shown`): when they
 * differ, nothing is done and the person is asked again, never acted for on another address.
 */
async function actionTarget(
  tabId: number,
  from: SenderKind | undefined,
  shown: string,
): Promise<PageTarget> {
  const { target } = await tabTarget(tabId, from);
  if (target.url !== shown) throw targetChangedError(target.url);
  return target;
}

/**
 * The handlers of the page-action messages. Failures are thrown as ApiErrors with a sentence
 * (not indexed, unsupported page, not connected, already in a collection); the router turns
 * them into `Result` failures.
 */
export function pageActionHandlers(
  ctx: BackgroundContext,
  kept = keptPageStatus,
): HandlerGroup<PageActionMessage> {
  return {
    async panelOpening(_data, tabId) {
      return (await readTarget(tabId, undefined))?.opening ?? '';
    },
    async pageStatus(_data, tabId, from) {
      const { target, view, moved, page } = await tabTarget(tabId, from);
      // The kept status is the page's, shared with every view: what only the panel was told
      // about (its tab moved on, what its page offered) is added to this answer alone.
      const said = (status: PageStatus): PageStatus => ({
        ...status,
        ...(moved ? { moved } : {}),
        ...(page ? { page } : {}),
      });
      // A page seen within 5 minutes is answered from what is kept, with no request: the side
      // panel's strip asks at every tab switch (lib/background/page-actions/kept-status.ts).
      const known = await kept.get(target).catch(() => undefined);
      if (known) return said(known);
      const status = await buildPageStatus(ctx, target);
      await kept.keep(status).catch(() => undefined);
      // The tab's own page (not a link the panel was opened for): the popup's next first frame.
      // Kept for a later opening only: failing to keep it must not fail this answer.
      if (!view && target.kind === 'page') {
        await rememberPageStatus(target.url, status).catch(() => undefined);
      }
      return said(status);
    },
    async collectionChoices(data, tabId, from) {
      const check = data.check && {
        target: (await tabTarget(tabId, from)).target,
        document: data.check.documentId ? { id: data.check.documentId } : null,
      };
      return collectionChoices(ctx, data.refresh === true, check);
    },
    async pinPage(data, tabId, from) {
      const target = await actionTarget(tabId, from, data.url);
      return pinTarget(ctx, target, data.queries, data.audienceFilters);
    },
    async editPagePin(data, tabId, from) {
      const target = await actionTarget(tabId, from, data.url);
      return editTargetPin(ctx, target, data.pinId, data.queries, data.audienceFilters);
    },
    async unpinPagePin(data, tabId, from) {
      const target = await actionTarget(tabId, from, data.url);
      return unpinTargetPin(ctx, target, data.pinId);
    },
    async addPageToCollection(data, tabId, from) {
      const target = await actionTarget(tabId, from, data.url);
      return addTargetToCollection(ctx, target, data.collectionId, data.name, data.description);
    },
    async createCollectionWithPage(data, tabId, from) {
      const target = await actionTarget(tabId, from, data.url);
      return createCollectionWithTarget(ctx, target, data);
    },
    async pageItem(data, tabId, from) {
      const target = await actionTarget(tabId, from, data.url);
      return readTargetItem(ctx, target, data.collectionId);
    },
    async editPageItem(data, tabId, from) {
      const target = await actionTarget(tabId, from, data.url);
      return editTargetItem(ctx, target, data);
    },
    async openPageActions(data, tabId) {
      const tab = await getTab(tabId);
      await openPanel(tab, pageTarget(tab), data.action);
      return null;
    },
  };
}
