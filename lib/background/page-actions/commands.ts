import { browser } from 'wxt/browser';
import { openSidePanel } from '../../shared/side-panel';
import type { PanelView } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import { type ActionResult, openOrExplain, sidePanelOrExplain } from './menus';
import { pageTarget, type TabInfo } from './open-panel';

/** The command that opens the side panel (the fourth default key, wxt.config.ts). */
export const OPEN_SIDE_PANEL_COMMAND = 'open-side-panel';

/** The extension's own keyboard commands that open the page panel on a view. */
const COMMANDS: Record<string, PanelView> = {
  'pin-page': 'pin',
  'add-to-collection': 'collect',
};

/**
 * Handles a keyboard command: opens the side panel in the tab's window, or the page panel in
 * the active tab on the matching view, or says why it cannot. Older browsers do not pass the
 * tab; the active tab is looked up then (not for the side panel: see below).
 */
export async function handleCommand(
  ctx: BackgroundContext,
  command: string,
  tab?: TabInfo,
): Promise<ActionResult | null> {
  if (command === OPEN_SIDE_PANEL_COMMAND) {
    // Called before this function's first `await`, so still inside the key press's turn: the
    // browser opens a side panel only then.
    return sidePanelOrExplain(ctx, openSidePanel(tab?.windowId));
  }
  const view = COMMANDS[command];
  if (!view) return null;
  const active =
    tab ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0] ?? ({} as TabInfo);
  return openOrExplain(ctx, active, () => pageTarget(active), view);
}
