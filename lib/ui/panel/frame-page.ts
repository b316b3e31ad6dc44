import type { PanelView } from '../../shared/types/page';
import { tellHost } from './frame-port';

/** The view the frame was opened on (`?view=`), pin unless it names the collection view. */
export function frameView(search: string): PanelView {
  return new URLSearchParams(search).get('view') === 'collect' ? 'collect' : 'pin';
}

/**
 * Asks the content script to take the frame off the page, over the private port: nothing is
 * posted to the page's window (issue 53).
 */
export async function closeFrame(): Promise<void> {
  // What the person typed and did not send is kept first: the frame is gone once it is closed.
  await Promise.all([...beforeClose].map((write) => write().catch(() => undefined)));
  tellHost({ kind: 'close' });
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
 * it (lib/ui/panel/frame-shell.ts) goes and the frame is shown. Called after the first render:
 * its next animation frame is the first one painted.
 */
export function announceShown(): void {
  requestAnimationFrame(() => tellHost({ kind: 'shown' }));
}
