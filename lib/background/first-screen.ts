import { browser } from 'wxt/browser';
import type { ReadEntry } from '../shared/messages/messenger';
import { serial } from '../shared/serial';
import { connectionSettings } from '../shared/storage/connection-settings';
import {
  asFirstScreen,
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_PAGES,
  type FirstScreen,
} from '../shared/storage/first-screen';
import type { PageStatus } from '../shared/types/page';

// Changes one after the other: the feed and a page's status are often written at the same
// moment (both are read when the popup opens), and each rewrites the whole value.
const inTurn = serial();

function update(scope: string, change: (current: FirstScreen) => FirstScreen): Promise<void> {
  return inTurn(async () => {
    // Only for the connection in use now: a read made for the previous connection that
    // answers after a change must not put its results in front of the next person.
    if ((await connectionSettings.get()).scope !== scope) return;
    const stored = asFirstScreen(
      (await browser.storage.local.get(FIRST_SCREEN_KEY))[FIRST_SCREEN_KEY],
    );
    const current: FirstScreen = stored?.scope === scope ? stored : { scope, pages: [] };
    const next = change(current);
    if (next !== current) await browser.storage.local.set({ [FIRST_SCREEN_KEY]: next });
  });
}

/**
 * Keeps a fresh feed (already validated by the API client) for the popup's first screen,
 * unless the one kept was asked for later (reads are ordered by when they were asked).
 */
export function rememberFeed(scope: string, feed: ReadEntry<'feed'>): Promise<void> {
  return update(scope, (current) =>
    current.feed && current.feed.fetchedAt > feed.fetchedAt ? current : { ...current, feed },
  );
}

/**
 * Keeps the status of the page at `url` (a tab's own address) for the popup's "This page"
 * strip, most recent first, at most FIRST_SCREEN_PAGES of them.
 */
export async function rememberPageStatus(url: string, status: PageStatus): Promise<void> {
  const { scope } = await connectionSettings.get();
  await update(scope, (current) => ({
    ...current,
    pages: [{ url, status }, ...current.pages.filter((page) => page.url !== url)].slice(
      0,
      FIRST_SCREEN_PAGES,
    ),
  }));
}
