import { browser } from 'wxt/browser';
import { connectionSettings } from '../shared/storage/connection-settings';
import { sidePanelPath } from '../shared/urls/popup-address';

/** Firefox's sidebar API, which the browser types (Chromium's) leave out. */
interface SidebarAction {
  getPanel(details: object): Promise<string>;
  setPanel(details: { panel: string }): Promise<void>;
}

/**
 * Keeps the side panel's address naming the connection in use, as the popup's
 * (lib/background/popup-address.ts): the side panel is the popup's page and draws the first
 * screen kept for the connection its address names. Chromium: `sidePanel.setOptions`; Firefox:
 * `sidebarAction.setPanel`, only when the address differs, since setting it reloads an open
 * sidebar (a worker that restarts while the panel is open must leave it as it is).
 */
export function followSidePanelScope(): void {
  const sidebar = (browser as unknown as { sidebarAction?: SidebarAction }).sidebarAction;
  const show = async ({ scope }: { scope: string }) => {
    const path = sidePanelPath(scope);
    if (sidebar) {
      const panel = await sidebar.getPanel({});
      if (!panel.endsWith(`/${path}`)) await sidebar.setPanel({ panel: `/${path}` });
    } else if (browser.sidePanel) {
      const options = await browser.sidePanel.getOptions({});
      if (options.path !== path) await browser.sidePanel.setOptions({ path });
    }
  };
  const follow = (settings: { scope: string }) => void show(settings).catch(() => undefined);
  void connectionSettings.get().then(follow);
  connectionSettings.watch(follow);
}
