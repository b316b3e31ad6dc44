import { browser } from 'wxt/browser';
import { setToolbarOpensSidePanel } from '../shared/side-panel';
import { connectionSettings } from '../shared/storage/connection-settings';
import { toolbarPanelChoice, watchToolbarPanelChoice } from '../shared/storage/side-panel-settings';
import { popupPath } from '../shared/urls/popup-address';

/**
 * Keeps the toolbar button doing what the person (or the organisation) chose, set whenever the
 * worker starts (the browser forgets it on restart) and whenever the connection settings or
 * the "Open the side panel from the toolbar button" option change:
 * - the popup, at an address naming the connection in use (lib/shared/urls/popup-address.ts).
 *   A popup opened before it is set, or in a tab of its own, has no scope in its address and
 *   opens from `storage.local` instead;
 * - or, while the option is on, no popup at all: Chromium then opens the side panel itself
 *   (`setPanelBehavior`), Firefox sends `action.onClicked`, which the worker answers by
 *   toggling the sidebar (page-actions/register.ts). A popup would win over both.
 */
export function followPopupScope(): void {
  let applying: Promise<unknown> = Promise.resolve();
  const apply = () => {
    // One at a time, each from what is stored now: two quick changes never leave the older
    // answer in force.
    applying = applying.then(async () => {
      const [{ scope }, { openFromToolbar }] = await Promise.all([
        connectionSettings.get(),
        toolbarPanelChoice(),
      ]);
      await setToolbarOpensSidePanel(openFromToolbar).catch(() => undefined);
      await browser.action
        .setPopup({ popup: openFromToolbar ? '' : popupPath(scope) })
        .catch(() => undefined);
    });
  };
  apply();
  connectionSettings.watch(apply);
  watchToolbarPanelChoice(apply);
}
