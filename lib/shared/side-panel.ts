import { sidePanelApis as apis } from './side-panel-kind';

/**
 * The side panel's two browser APIs, which differ: Chromium's `sidePanel` (Manifest V3) and
 * Firefox's `sidebarAction`. Every opening call must run synchronously inside the handler of
 * the person's gesture (a click, a command, a menu entry), before any `await`: both browsers
 * refuse to open a panel once the gesture's turn has passed.
 */

/**
 * Opens the side panel in the window `windowId` (Chromium; Firefox opens it in the window the
 * gesture happened in). Call it synchronously in the gesture's handler. Answers the browser's
 * promise; it rejects with the browser's error (no gesture, no panel) and with a plain Error
 * when the browser has no side panel API.
 */
export function openSidePanel(windowId: number | undefined): Promise<void> {
  const { sidePanel, sidebarAction } = apis();
  if (typeof sidePanel?.open === 'function' && windowId !== undefined) {
    return sidePanel.open({ windowId });
  }
  if (typeof sidebarAction?.open === 'function') return sidebarAction.open();
  return Promise.reject(new Error('This browser has no side panel for extensions.'));
}

/**
 * What a click on the toolbar button does while it opens the side panel: Firefox toggles the
 * sidebar (the `action.onClicked` handler, a gesture), Chromium opens the panel in the
 * clicked tab's window (used only when the browser's own panel behaviour did not handle it).
 */
export function toggleSidePanel(windowId: number | undefined): Promise<void> {
  const { sidebarAction } = apis();
  if (typeof sidebarAction?.toggle === 'function') return sidebarAction.toggle();
  return openSidePanel(windowId);
}

/**
 * Tells Chromium whether a click on the toolbar button opens the side panel by itself
 * (`sidePanel.setPanelBehavior`); it only does while the action has no popup. A no-op where
 * the browser has no such behaviour (Firefox: the worker's `action.onClicked` opens it).
 */
export async function setToolbarOpensSidePanel(on: boolean): Promise<void> {
  const { sidePanel } = apis();
  if (typeof sidePanel?.setPanelBehavior !== 'function') return;
  await sidePanel.setPanelBehavior({ openPanelOnActionClick: on });
}
