import { browser } from 'wxt/browser';
import { toggleSidePanel } from '../../shared/side-panel';
import type { BackgroundContext } from '../context';
import { handleCommand } from './commands';
import { createPageActionMenus, handleMenuClick, sidePanelOrExplain } from './menus';
import { recentCollections } from './recent';
import { forgetTarget } from './target-store';

/**
 * Registers the context-menu, keyboard, toolbar-button and tab listeners (call synchronously
 * in the worker's `main`). Menus are rebuilt when the recent collections change; create them
 * on install with `createPageActionMenus()`.
 */
export function registerPageActionListeners(ctx: BackgroundContext): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(ctx, info, tab);
  });
  browser.commands.onCommand.addListener((command, tab) => {
    void handleCommand(ctx, command, tab);
  });
  // The toolbar button reports a click only while it has no popup: while "Open the side panel
  // from the toolbar button" is on (popup-address.ts). Firefox toggles its sidebar here;
  // Chromium opens the panel by itself then (setPanelBehavior), this is its fallback. Called
  // synchronously in the listener: the click's gesture ends with this turn.
  browser.action.onClicked.addListener((tab) => {
    void sidePanelOrExplain(ctx, toggleSidePanel(tab?.windowId));
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
