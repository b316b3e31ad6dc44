import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';
import type { PageTarget, PanelView } from '../../shared/types/page';
import { cannotInjectError, noAddressError, unsupportedPageError } from './errors';
import { boundedTarget, recordTarget } from './target-store';
import { unsupportedReason } from './urls';

/**
 * The built panel scripts, one per view (unlisted scripts of WXT: `entrypoints/page-panel/`
 * pins, `entrypoints/page-panel-collect/` adds to a collection): an opening loads only what its
 * view needs (issue 17), and a switch inside the panel injects the other one.
 */
const PANEL_SCRIPTS: Record<PanelView, ScriptPublicPath> = {
  pin: '/page-panel.js',
  collect: '/page-panel-collect.js',
};
/** Its styles (`entrypoints/page-panel-styles.css`), a packaged file no page may load. */
const PANEL_STYLES = 'assets/page-panel-styles.css';

let panelStyles: Promise<string> | undefined;

/** The panel's style sheet as text, read from the package once per worker life. */
function readPanelStyles(): Promise<string> {
  panelStyles ??= fetch(browser.runtime.getURL('/') + PANEL_STYLES).then((reply) => {
    if (!reply.ok) throw new Error(`${PANEL_STYLES}: ${reply.status}`);
    return reply.text();
  });
  // A failed read is tried again at the next opening.
  panelStyles.catch(() => {
    panelStyles = undefined;
  });
  return panelStyles;
}

/** Runs in the tab's content-script world, before the panel script: what it styles itself with. */
function handStyles(css: string): void {
  (globalThis as { __wkPagePanelCss?: string }).__wkPagePanelCss = css;
}

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
 * Opens the panel in a tab on `target`: records what it acts on (the panel reads it back via
 * `pageStatus`), then hands the panel its styles and injects the view's script into the top
 * frame. A tab that already has the panel reopens it on the new target, the other view's script
 * taking the open panel's place.
 * @throws ApiError with a sentence when the tab's page (or the target) cannot be acted on.
 */
export async function openPanel(tab: TabInfo, target: PageTarget, view: PanelView): Promise<void> {
  if (tab.id === undefined || !tab.url) throw noAddressError();
  const pageReason = unsupportedReason(tab.url);
  if (pageReason) throw unsupportedPageError(pageReason);
  const targetReason = unsupportedReason(target.url);
  if (targetReason) throw unsupportedPageError(targetReason);
  await recordTarget(tab.id, target, view, tab.url);
  try {
    // The panel draws in a closed shadow root, which `scripting.insertCSS` cannot reach: its
    // styles go to it as text, in the content-script world the panel script then runs in.
    const css = await readPanelStyles();
    await browser.scripting.executeScript({
      target: { tabId: tab.id },
      func: handStyles,
      args: [css],
    });
    await browser.scripting.executeScript({
      target: { tabId: tab.id },
      files: [PANEL_SCRIPTS[view]],
    });
  } catch (error) {
    throw cannotInjectError(error instanceof Error ? error.message : String(error));
  }
}
