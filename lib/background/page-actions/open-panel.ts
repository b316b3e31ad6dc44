import { browser } from 'wxt/browser';
import type { PageTarget, PanelView } from '../../shared/types/page';
import { cannotInjectError, noAddressError, unsupportedPageError } from './errors';
import { checkedPageText, readPageText } from './read-page';
import { boundedTarget, recordTarget } from './target-store';
import { unsupportedReason } from './urls';

/**
 * The script that places the panel's frame on the page (`entrypoints/page-panel/`, an unlisted
 * script of WXT): the panel itself is an extension page (`entrypoints/page-panel-frame/`) the
 * page cannot read, type into or hear.
 */
const PANEL_SCRIPT = '/page-panel.js';

/** A tab as the handlers need it (what the browser passes to menu and command listeners). */
export interface TabInfo {
  id?: number;
  /** The tab's window: where the side panel opens. */
  windowId?: number;
  url?: string;
  title?: string;
}

/** The page a tab shows, as a target. */
export function pageTarget(tab: TabInfo, selection?: string): PageTarget {
  if (!tab.url) throw noAddressError();
  const target: PageTarget = { url: tab.url, title: tab.title?.trim() || tab.url, kind: 'page' };
  const selected = selection?.trim();
  if (selected) target.selection = selected;
  return boundedTarget(target);
}

/**
 * Opens the panel in a tab on `target`: reads what the page offers (a link's text, the page's
 * description and selection), records the target with it, fixed for as long as the panel is
 * open (the panel's frame reads it back via `pageStatus`), then places the panel's frame in the
 * top frame on `view`. A tab that already has the panel shows it again on the new target.
 * @throws ApiError with a sentence when the tab's page (or the target) cannot be acted on.
 */
export async function openPanel(tab: TabInfo, target: PageTarget, view: PanelView): Promise<void> {
  if (tab.id === undefined || !tab.url) throw noAddressError();
  const pageReason = unsupportedReason(tab.url);
  if (pageReason) throw unsupportedPageError(pageReason);
  const targetReason = unsupportedReason(target.url);
  if (targetReason) throw unsupportedPageError(targetReason);
  // Each opening's own secret, for the panel's private channel (lib/ui/panel/panel-words.ts).
  const opening = crypto.randomUUID();
  try {
    const [read] = await browser.scripting.executeScript({
      target: { tabId: tab.id },
      func: readPageText,
      args: [view, target.url, target.kind, opening],
    });
    const { selection, ...page } = checkedPageText(read?.result);
    const fixed = !target.selection && selection ? { ...target, selection } : target;
    await recordTarget(tab.id, fixed, view, tab.url, page, opening);
    await browser.scripting.executeScript({ target: { tabId: tab.id }, files: [PANEL_SCRIPT] });
  } catch (error) {
    throw cannotInjectError(error instanceof Error ? error.message : String(error));
  }
}
