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
