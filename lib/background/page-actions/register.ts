import { browser } from 'wxt/browser';
import type { BackgroundContext } from '../context';
import { handleCommand } from './commands';
import { createPageActionMenus, handleMenuClick } from './menus';
import { recentCollections } from './recent';
import { forgetTarget } from './target-store';

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
