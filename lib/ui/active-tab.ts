import { browser } from 'wxt/browser';

/** The tab the popup was opened over: its id and address (granted by the gesture). */
export interface ActiveTab {
  id?: number;
  url?: string;
}

/** The active tab of the current window, if any. */
export async function activeTab(): Promise<ActiveTab | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab ? { id: tab.id, url: tab.url } : undefined;
}

/** The tab is one of this extension's own pages (the popup opened in a tab): no "This page". */
export function isOwnPage(tab: ActiveTab | undefined): boolean {
  return tab?.url?.startsWith(browser.runtime.getURL('/')) ?? false;
}

/**
 * This page is the toolbar popup (rather than a page opened in a tab). Synchronous: the
 * browser lists its extension's open views in the page's own process.
 */
export function inActionPopup(): boolean {
  return browser.extension.getViews({ type: 'popup' }).includes(window);
}
