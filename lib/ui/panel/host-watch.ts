import { browser, type Browser } from 'wxt/browser';
import { type HostState, PANEL_PORT, RECONNECT_MS } from '../../shared/messages/panel-host';
import { panelVisible } from './host-check';
import { trusted } from './trusted';

/** How often the panel is looked at while open, besides at each change of the page's DOM. */
const LOOK_MS = 100;

/** How often the state is said again when nothing changed: the worker then never idles out. */
const AGAIN_MS = 20_000;

/**
 * Watches the placed panel from the content script and tells its frame, over the private port
 * (lib/shared/messages/panel-host.ts), whether it is really visible and whether the tab's
 * address changed since the frame loaded: at every change of the page's DOM (attributes, style
 * sheets, elements), at a resize, and every LOOK_MS, like IntersectionObserver v2 in Chromium.
 * Said when it changes, and every AGAIN_MS. A port closed (the worker stopped) is opened again.
 * @returns a function that stops watching (the panel closed).
 */
export function watchPanel(host: Element, frame: Element, root: ShadowRoot): () => void {
  let shownAt = location.href;
  let port: Browser.runtime.Port | undefined;
  let said = '';
  let saidAt = 0;
  let stopped = false;
  let wait = RECONNECT_MS;
  const look = () => {
    let visible = false;
    try {
      visible = panelVisible(host, frame, root);
    } catch {
      // Whatever the page did that the check could not read: not known to be visible.
    }
    const state: HostState = { visible, moved: location.href !== shownAt };
    const text = JSON.stringify(state);
    if (!port || (text === said && Date.now() - saidAt < AGAIN_MS)) return;
    said = text;
    saidAt = Date.now();
    port.postMessage(state);
  };
  const connect = () => {
    if (stopped) return;
    const opened = browser.runtime.connect({ name: PANEL_PORT });
    port = opened;
    said = '';
    // The frame (re)loaded on a target (the worker says so): the address it shows is this one.
    opened.onMessage.addListener(() => {
      wait = RECONNECT_MS;
      shownAt = location.href;
      said = '';
      look();
    });
    opened.onDisconnect.addListener(() => {
      if (port !== opened) return;
      port = undefined;
      // Again at once after the worker stopped; ever more slowly if it keeps refusing.
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 5_000);
    });
    look();
  };
  const changed = new MutationObserver(look);
  changed.observe(document, { attributes: true, childList: true, subtree: true });
  const onResize = trusted(look);
  globalThis.addEventListener('resize', onResize);
  const timer = setInterval(look, LOOK_MS);
  connect();
  return () => {
    stopped = true;
    clearInterval(timer);
    changed.disconnect();
    globalThis.removeEventListener('resize', onResize);
    port?.disconnect();
    port = undefined;
  };
}
