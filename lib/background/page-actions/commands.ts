import { browser } from 'wxt/browser';
import type { PanelView } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import { type ActionResult, openOrExplain } from './menus';
import { pageTarget, type TabInfo } from './open-panel';

/** The extension's own keyboard commands (besides `_execute_action`, which opens the popup). */
const COMMANDS: Record<string, PanelView> = {
  'pin-page': 'pin',
  'add-to-collection': 'collect',
};

/**
 * Handles a keyboard command: opens the panel in the active tab on the matching view, or
 * says why it cannot. Older browsers do not pass the tab; the active tab is looked up then.
 */
export async function handleCommand(
  ctx: BackgroundContext,
  command: string,
  tab?: TabInfo,
): Promise<ActionResult | null> {
  const view = COMMANDS[command];
  if (!view) return null;
  const active =
    tab ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0] ?? ({} as TabInfo);
  return openOrExplain(ctx, active, () => pageTarget(active), view);
}
