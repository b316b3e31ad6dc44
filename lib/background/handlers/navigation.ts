import { browser } from 'wxt/browser';
import type { HandlerGroup } from './types';

/** Opening extension pages on a page's behalf (a content script cannot open the options page). */
export function navigationHandlers(): HandlerGroup<'openOptions'> {
  return {
    async openOptions() {
      await browser.runtime.openOptionsPage();
      return null;
    },
  };
}
