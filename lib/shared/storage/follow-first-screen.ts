// Apart from first-screen.ts: only the popup's full screen follows the stored feed, and
// first-screen.ts is in the first-data chunk every popup opening loads (wxt.config.ts).
import { browser } from 'wxt/browser';
import type { ReadEntry } from '../messages/messenger';
import { asFirstScreen, FIRST_SCREEN_KEY } from './first-screen';

/**
 * Calls back with the feed each time the background stores a new one in the first screen (a
 * refresh another page caused), read with the same structural check. A rewrite that only
 * changed a page's status, with the same feed, is not reported. Returns the stop function.
 */
export function followFirstScreenFeed(onFeed: (feed: ReadEntry<'feed'>) => void): () => void {
  const listener = (
    changes: Record<string, { oldValue?: unknown; newValue?: unknown }>,
    area: string,
  ) => {
    const change = area === 'local' ? changes[FIRST_SCREEN_KEY] : undefined;
    if (!change) return;
    const feed = asFirstScreen(change.newValue)?.feed;
    if (feed && feed.fetchedAt !== asFirstScreen(change.oldValue)?.feed?.fetchedAt) onFeed(feed);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
