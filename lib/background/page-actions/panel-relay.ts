import { browser, type Browser } from 'wxt/browser';
import { FRAME_LOADED, hostState, PANEL_PORT } from '../../shared/messages/panel-host';

/** The panel's own page, at whatever address the browser gave it. */
const FRAME_PATH = '/page-panel-frame.html';

/** Who opened a port named PANEL_PORT, as the browser says: the panel's frame or its host. */
function whoOpened(port: Browser.runtime.Port): { tabId: number; frame: boolean } | undefined {
  const from = port.sender;
  const tabId = from?.tab?.id;
  if (from?.id !== browser.runtime.id || tabId === undefined || !URL.canParse(from.url ?? '')) {
    return undefined;
  }
  const { protocol, pathname } = new URL(from.url as string);
  // One of our pages (Chromium gives the panel's frame a per-session address: its path tells).
  if (protocol === new URL(browser.runtime.getURL('/')).protocol) {
    return pathname === FRAME_PATH ? { tabId, frame: true } : undefined;
  }
  // A web page's top frame: the content script that placed the panel (a page's own script
  // cannot open a port: the extension declares no externally_connectable).
  return from.frameId === 0 ? { tabId, frame: false } : undefined;
}

/**
 * Carries what the content script sees of the page panel (lib/ui/panel/host-watch.ts) to the
 * panel's frame of the same tab (lib/ui/panel/host-port.ts), issue 41. Both open a port to the
 * worker: the browser says who opened each (our extension, which tab, which frame, which
 * address), which a page can neither forge nor hear, unlike `postMessage` between the frame
 * and the page's window, which the page shares with the content script. A state is passed on
 * only if it is exactly one; a frame that connects gets the content script's word at once.
 * Call synchronously in the worker's `main`.
 */
export function relayPanelState(): void {
  const frames = new Map<number, Browser.runtime.Port>();
  const hosts = new Map<number, Browser.runtime.Port>();
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== PANEL_PORT) return;
    const opener = whoOpened(port);
    if (!opener) {
      port.disconnect();
      return;
    }
    const { tabId } = opener;
    const mine = opener.frame ? frames : hosts;
    mine.set(tabId, port);
    port.onDisconnect.addListener(() => {
      if (mine.get(tabId) === port) mine.delete(tabId);
    });
    if (opener.frame) {
      // A frame (re)loaded on a target: the content script says at once what it sees now.
      hosts.get(tabId)?.postMessage(FRAME_LOADED);
      return;
    }
    port.onMessage.addListener((message: unknown) => {
      const state = hostState(message);
      if (state) frames.get(tabId)?.postMessage(state);
    });
  });
}
