import { browser } from 'wxt/browser';

/** Opens an address in a new tab (from the popup, the tab takes the focus and the popup closes). */
export function openTab(url: string): void {
  void browser.tabs.create({ url });
}
