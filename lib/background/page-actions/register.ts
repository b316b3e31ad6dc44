import { browser } from 'wxt/browser';
import type { PageTarget, PanelView } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import type { PageActionHandlers } from '../router';
import {
  addTargetToCollection,
  createCollectionWithTarget,
  editTargetPin,
  pinTarget,
  unpinTargetPin,
} from './actions';
import { handleCommand } from './commands';
import { noAddressError, tabGoneError } from './errors';
import { createPageActionMenus, handleMenuClick } from './menus';
import { openPanel, pageTarget } from './open-panel';
import { recentCollections } from './recent';
import { buildPageStatus } from './status';
import { forgetTarget, readTarget } from './target-store';

export { createPageActionMenus } from './menus';

// The router defines what it hands over (validated data and the tab); this module fills it.
export type { PageActionHandlers };

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
export function createPageActionHandlers(ctx: BackgroundContext): PageActionHandlers {
  return {
    async pageStatus(_data, tabId) {
      const { target, view } = await tabTarget(tabId);
      const status = await buildPageStatus(ctx, target);
      return view ? { ...status, view } : status;
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
  };
}

/**
 * Registers the context-menu, keyboard and tab listeners (call synchronously in the worker's
 * `main`). Menus are rebuilt when the recent collections change; create them on install with
 * `createPageActionMenus()`.
 */
export function registerPageActionListeners(ctx: BackgroundContext): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(ctx, info, tab);
  });
  browser.commands.onCommand.addListener((command, tab) => {
    void handleCommand(ctx, command, tab);
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    void forgetTarget(tabId);
  });
  recentCollections.watch(() => {
    void createPageActionMenus();
  });
  if (import.meta.env.MODE === 'e2e') {
    // Browser tests cannot click a context menu or press a command: they call these instead.
    (globalThis as Record<string, unknown>).__wkPageActions = {
      handleMenuClick: (
        info: Parameters<typeof handleMenuClick>[1],
        tab: Parameters<typeof handleMenuClick>[2],
      ) => handleMenuClick(ctx, info, tab),
      handleCommand: (command: string, tab?: Parameters<typeof handleCommand>[2]) =>
        handleCommand(ctx, command, tab),
    };
  }
}
