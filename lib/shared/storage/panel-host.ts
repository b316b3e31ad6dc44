/**
 * The page panel's private channel (issue 41): the content script that placed the panel's
 * frame leaves what it sees of it in `storage.local` under a key of its own (this prefix and a
 * random id), and the frame, told the key through its browsing context's name (the iframe's
 * `name`, which a page cannot read across origins), follows it with `storage.onChanged`. Only
 * this extension's own contexts reach its storage, so a page can neither write nor read it.
 * Not `postMessage`: the page shares the window and origin with the content script and can post
 * to any frame, so the frame could not tell the two apart. Not a port: Firefox delivers a
 * content script's `runtime.connect` to the worker only, not to an extension frame, and gives
 * that frame no `tabs` API; relaying through the worker would grow it past its size ceiling.
 */
export const PANEL_HOST_PREFIX = 'wkPanelHost:';

/** The key that lists the panels' keys, so that one left behind (a tab closed) is removed. */
export const PANEL_HOSTS_KEY = 'wkPanelHosts';

/** How often a placed panel's state is written again unchanged: it is alive while written. */
export const HOST_AGAIN_MS = 60_000;

/** What the content script sees of the panel in the page, written whenever it changes. */
export interface HostState {
  /**
   * The panel is really visible: its host and every ancestor opaque, shown, untransformed,
   * unfiltered and unclipped, the host in the top layer with nothing of the page's there, and
   * the host what stands at every point looked at (lib/ui/panel/host-check.ts).
   */
  visible: boolean;
  /** The tab's address changed since the frame loaded on its target (a hash, `pushState`). */
  moved: boolean;
  /** When it was written (Unix milliseconds). */
  at: number;
}

/** A stored value read as a HostState, or undefined when it is not exactly one. */
export function hostState(value: unknown): HostState | undefined {
  const state = value as Partial<HostState> | null;
  return typeof state?.visible === 'boolean' &&
    typeof state.moved === 'boolean' &&
    typeof state.at === 'number'
    ? { visible: state.visible, moved: state.moved, at: state.at }
    : undefined;
}
