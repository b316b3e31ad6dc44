/**
 * The private channel between the page panel's frame and the content script that placed it
 * (issue 41): each opens a `runtime.Port` of this name to the worker, which passes the content
 * script's word to the frame of the same tab (lib/background/page-actions/panel-relay.ts). Only
 * an extension context can open one, and the browser says who did, so a page's script can
 * neither speak on it nor hear it (unlike `postMessage`: the page and the content script share
 * one window and one origin, and a page can post to any frame). Firefox gives an extension
 * frame inside a web page no `tabs` API, so the frame cannot reach the content script itself.
 */
export const PANEL_PORT = 'wk-page-panel:host';

/** How long a port is left closed before it is opened again (the worker stopped meanwhile). */
export const RECONNECT_MS = 100;

/** What the worker tells the content script: its panel's frame (re)loaded and listens. */
export const FRAME_LOADED = 'frame-loaded';

/** What the content script sees of the panel in the page, pushed whenever it changes. */
export interface HostState {
  /**
   * The panel is really visible: its host and every ancestor opaque, shown, untransformed,
   * unfiltered and unclipped, the host in the top layer with nothing of the page's there, and
   * the host what stands at every point looked at (lib/ui/panel/host-check.ts).
   */
  visible: boolean;
  /** The tab's address changed since the frame loaded on its target (a hash, `pushState`). */
  moved: boolean;
}

/** A message from the port read as a HostState, or undefined when it is not exactly one. */
export function hostState(message: unknown): HostState | undefined {
  const state = message as Partial<HostState> | null;
  return typeof state?.visible === 'boolean' && typeof state.moved === 'boolean'
    ? { visible: state.visible, moved: state.moved }
    : undefined;
}
