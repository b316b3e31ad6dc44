import { browser } from 'wxt/browser';

/** The tab the popup was opened over: its id and address (granted by the gesture). */
export interface ActiveTab {
  id?: number;
  url?: string;
  /** The tab is the one this very page is in (the popup opened in a tab of its own). */
  own?: boolean;
}

/** The active tab of the current window, if any. */
export async function activeTab(): Promise<ActiveTab | undefined> {
  const [[tab], current] = await Promise.all([
    browser.tabs.query({ active: true, currentWindow: true }),
    // The tab this page is in; none for the toolbar popup. Chromium 150 leaves the address of
    // the extension's own tab out (no "tabs" permission), so its id is what tells it apart.
    browser.tabs.getCurrent().catch(() => undefined),
  ]);
  if (!tab) return undefined;
  const own = current?.id !== undefined && current.id === tab.id;
  return own ? { id: tab.id, url: tab.url, own } : { id: tab.id, url: tab.url };
}

/** The tab is one of this extension's own pages (the popup opened in a tab): no "This page". */
export function isOwnPage(tab: ActiveTab | undefined): boolean {
  return !!tab?.own || (tab?.url?.startsWith(browser.runtime.getURL('/')) ?? false);
}

/**
 * This page is the toolbar popup (rather than a page opened in a tab). Synchronous: the
 * browser lists its extension's open views in the page's own process.
 */
export function inActionPopup(): boolean {
  return browser.extension.getViews({ type: 'popup' }).includes(window);
}
