// Apart from open-tab.ts: only the popup's full screen opens a draft, and open-tab.ts is in the
// first-data chunk every popup opening loads (wxt.config.ts).
import { browser } from 'wxt/browser';
import { openTab } from './open-tab';

/** Opens the draft page on one draft announcement. */
export function openDraft(draftId: number): void {
  openTab(browser.runtime.getURL(`/draft.html?id=${draftId}`));
}
