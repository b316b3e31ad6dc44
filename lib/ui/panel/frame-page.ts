import type { PanelView } from '../../shared/types/page';

/** What the panel's frame says to the content script that placed it: close me. */
export const CLOSE_PANEL = 'wk-page-panel:close';

/** What the frame says once it has drawn itself: the placeholder under it can go. */
export const PANEL_SHOWN = 'wk-page-panel:shown';

/** The view the frame was opened on (`?view=`), pin unless it names the collection view. */
export function frameView(search: string): PanelView {
  return new URLSearchParams(search).get('view') === 'collect' ? 'collect' : 'pin';
}

/**
 * Asks the content script to take the frame off the page. Any origin may hear it: it carries
 * nothing, and a page could remove the frame anyway. The content script acts only on a message
 * whose source is its own frame.
 */
export async function closeFrame(): Promise<void> {
  // What the person typed and did not send is kept first: the frame is gone once it is closed.
  await Promise.all([...beforeClose].map((write) => write().catch(() => undefined)));
  globalThis.parent.postMessage(CLOSE_PANEL, '*');
}

/** What must be written before the frame closes (a form's unsent input). */
const beforeClose = new Set<() => Promise<void>>();

/** Runs `write` before the frame closes itself, until the returned function is called. */
export function whenClosing(write: () => Promise<void>): () => void {
  beforeClose.add(write);
  return () => beforeClose.delete(write);
}

/**
 * Tells the content script that the frame has drawn its first frame, so the placeholder under
 * it (lib/ui/panel/frame-shell.ts) goes. Called after the first render: its next animation
 * frame is the first one painted. Carries nothing, like `closeFrame`.
 */
export function announceShown(): void {
  requestAnimationFrame(() => globalThis.parent.postMessage(PANEL_SHOWN, '*'));
}
