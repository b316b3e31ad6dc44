import { browser } from 'wxt/browser';
import type { PageTarget, PanelView } from '../../shared/types/page';
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
import { noAddressError, tabGoneError } from '../page-actions/errors';
import { keptPageStatus } from '../page-actions/kept-status';
import { openPanel, pageTarget } from '../page-actions/open-panel';
import { buildPageStatus } from '../page-actions/status';
import { readTarget } from '../page-actions/target-store';
import type { HandlerGroup } from './types';

/** The messages about one tab: its page's status, and the actions of the page panel. */
export type PageActionMessage =
  | 'pageStatus'
  | 'collectionChoices'
  | 'pinPage'
  | 'editPagePin'
  | 'unpinPagePin'
  | 'addPageToCollection'
  | 'createCollectionWithPage'
  | 'openPageActions'
  | 'switchPanelView';

/** The tab, or a sentence when it has been closed meanwhile. */
async function getTab(tabId: number) {
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  if (!tab) throw tabGoneError();
  return tab;
}

/**
 * What a tab's panel acts on: the target recorded when the panel was opened (a link, a
 * selection), or else the tab's page itself (the popup's "This page" strip asks this way).
 */
async function tabTarget(tabId: number): Promise<{ target: PageTarget; view?: PanelView }> {
  const tab = await getTab(tabId);
  const record = await readTarget(tabId, tab.url);
  if (record) return record;
  if (!tab.url) throw noAddressError();
  return { target: pageTarget(tab) };
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
    async pageStatus(_data, tabId) {
      const { target, view } = await tabTarget(tabId);
      // A page seen within 5 minutes is answered from what is kept, with no request: the side
      // panel's strip asks at every tab switch (lib/background/page-actions/kept-status.ts).
      const known = await kept.get(target).catch(() => undefined);
      if (known) return known;
      const status = await buildPageStatus(ctx, target);
      await kept.keep(status).catch(() => undefined);
      // The tab's own page (not a link the panel was opened for): the popup's next first frame.
      // Kept for a later opening only: failing to keep it must not fail this answer.
      if (!view && target.kind === 'page') {
        await rememberPageStatus(target.url, status).catch(() => undefined);
      }
      return status;
    },
    async collectionChoices(data, tabId) {
      const check = data.check && {
        target: (await tabTarget(tabId)).target,
        document: data.check.documentId ? { id: data.check.documentId } : null,
      };
      return collectionChoices(ctx, data.refresh === true, check);
    },
    async pinPage(data, tabId) {
      const { target } = await tabTarget(tabId);
      return pinTarget(ctx, target, data.queries, data.audienceFilters);
    },
    async editPagePin(data, tabId) {
      const { target } = await tabTarget(tabId);
      return editTargetPin(ctx, target, data.pinId, data.queries, data.audienceFilters);
    },
    async unpinPagePin(data, tabId) {
      const { target } = await tabTarget(tabId);
      return unpinTargetPin(ctx, target, data.pinId);
    },
    async addPageToCollection(data, tabId) {
      const { target } = await tabTarget(tabId);
      return addTargetToCollection(ctx, target, data.collectionId, data.name, data.description);
    },
    async createCollectionWithPage(data, tabId) {
      const { target } = await tabTarget(tabId);
      return createCollectionWithTarget(ctx, target, data);
    },
    async openPageActions(data, tabId) {
      const tab = await getTab(tabId);
      await openPanel(tab, pageTarget(tab), data.action);
      return null;
    },
    async switchPanelView(data, tabId) {
      const tab = await getTab(tabId);
      await openPanel(tab, (await tabTarget(tabId)).target, data.view);
      return null;
    },
  };
}
