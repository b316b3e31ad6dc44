import { browser, type Browser } from 'wxt/browser';
import {
  type HostState,
  hostState,
  PANEL_PORT,
  RECONNECT_MS,
} from '../../shared/messages/panel-host';

/**
 * Opens the frame's private port (lib/shared/messages/panel-host.ts) and hands on each state
 * the content script that placed the frame says through the worker. Until one arrives the frame
 * knows nothing, and its click guard, where it relies on the port, refuses every click. A port
 * that worked and closed (the worker stopped) is opened again, the last state kept meanwhile.
 * @returns a function that closes the port.
 */
export function listenToHost(onState: (state: HostState) => void): () => void {
  let port: Browser.runtime.Port | undefined;
  const connect = () => {
    let heard = false;
    port = browser.runtime.connect({ name: PANEL_PORT });
    port.onMessage.addListener((message: unknown) => {
      const state = hostState(message);
      heard = true;
      if (state) onState(state);
    });
    // Opened again only if it worked (the worker stopped since), never in a loop of refusals.
    port.onDisconnect.addListener(() => {
      if (port && heard) setTimeout(connect, RECONNECT_MS);
    });
  };
  connect();
  return () => {
    const open = port;
    port = undefined;
    open?.disconnect();
  };
}
