import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FIRST_SCREEN_KEY } from '../../../../../lib/shared/storage/first-screen';
import { followFirstScreenFeed } from '../../../../../lib/shared/storage/follow-first-screen';
import { FEED, pageStatus } from '../../../../support/feed';

beforeEach(() => fakeBrowser.reset());

const status = pageStatus;

describe('following the first screen', () => {
  it("reports a new feed the background stored, not a rewrite of a page's status", async () => {
    const seen: number[] = [];
    const stop = followFirstScreenFeed((feed) => seen.push(feed.fetchedAt));
    const first = { scope: 's1', feed: { value: { results: FEED }, fetchedAt: 5 }, pages: [] };
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: first });
    // The same feed with one more page's status: nothing new to draw.
    await fakeBrowser.storage.local.set({
      [FIRST_SCREEN_KEY]: {
        ...first,
        pages: [{ url: 'https://a.example/', status: status('https://a.example/') }],
      },
    });
    await fakeBrowser.storage.local.set({
      [FIRST_SCREEN_KEY]: { ...first, feed: { value: { results: [] }, fetchedAt: 9 } },
    });
    // Something malformed, and another key: ignored.
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: { scope: 's1', feed: 'x' } });
    await fakeBrowser.storage.local.set({ 'cache:feed': { fetchedAt: 11 } });
    stop();
    await fakeBrowser.storage.local.set({
      [FIRST_SCREEN_KEY]: { ...first, feed: { value: { results: [] }, fetchedAt: 12 } },
    });
    expect(seen).toEqual([5, 9]);
  });
});
