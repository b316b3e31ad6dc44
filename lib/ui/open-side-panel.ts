import { openSidePanel } from '../shared/side-panel';
import { sidePanelKind } from '../shared/side-panel-kind';
import { pagePlace } from './place';

/**
 * Chromium's `windows.WINDOW_ID_CURRENT`: the window of the page that calls, which for the
 * toolbar popup (or the popup in a tab) is the window to open the panel in. Known at once, so
 * the first click on the popup's first frame needs no lookup before `sidePanel.open` (which
 * must run in that click); Firefox opens the sidebar in the gesture's window and ignores it.
 */
const CURRENT_WINDOW = -2;

let failed = false;

/**
 * Whether the popup offers "Open in side panel": in the popup of a browser with a side panel,
 * not in the side panel itself (the same page, lib/ui/place.ts), nor where the browser has no
 * side panel API. The first screen (components/first-screen) and PopupView both ask this.
 */
export function sidePanelOffered(): boolean {
  return sidePanelKind() !== null && pagePlace() === 'popup';
}

/**
 * Opens the side panel in the popup's window, then closes the popup. Call it synchronously in
 * the click's handler. Rejects when the browser refused, and remembers that for
 * `sidePanelOpenFailed` (a refusal in the first screen stays shown once the app takes over).
 */
export function openSidePanelFromPopup(): Promise<void> {
  failed = false;
  return openSidePanel(CURRENT_WINDOW).then(
    () => window.close(),
    (error: unknown) => {
      failed = true;
      throw error;
    },
  );
}

/** Whether the last opening from this page failed (the failure is shown until the next try). */
export function sidePanelOpenFailed(): boolean {
  return failed;
}
