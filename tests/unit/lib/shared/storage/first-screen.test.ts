import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  asFirstScreen,
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_PAGES,
  followFirstScreenFeed,
  readFirstScreen,
} from '../../../../../lib/shared/storage/first-screen';
import { FEED } from '../../../../support/feed';

beforeEach(() => fakeBrowser.reset());

const status = (url: string) => ({
  target: { url, title: 'Page', kind: 'page' },
  document: null,
  pins: [],
  holders: [],
  checked: 'all',
});

describe("the popup's first screen in storage", () => {
  it('reads what the background stored, in one read', async () => {
    const stored = {
      scope: 's1',
      feed: { value: { results: FEED }, fetchedAt: 5 },
      pages: [{ url: 'https://a.example/', status: status('https://a.example/') }],
    };
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: stored });
    expect(await readFirstScreen()).toEqual(stored);
  });

  it('is none when nothing or something else is stored', async () => {
    expect(await readFirstScreen()).toBeNull();
    expect(asFirstScreen('text')).toBeNull();
    expect(asFirstScreen({ feed: {} })).toBeNull();
    expect(asFirstScreen([])).toBeNull();
  });

  it('leaves out a malformed feed or page and keeps the rest', () => {
    const good = { url: 'https://a.example/', status: status('https://a.example/') };
    const read = asFirstScreen({
      scope: 's1',
      feed: { value: { results: 'not a list' }, fetchedAt: 1 },
      pages: [
        good,
        {
          url: 'https://b.example/',
          status: { target: 'x', pins: [], holders: [], checked: 'all' },
        },
        { url: 7, status: status('https://c.example/') },
        { url: 'https://d.example/', status: { ...status('https://d.example/'), pins: null } },
      ],
    });
    expect(read).toEqual({ scope: 's1', pages: [good] });
  });

  it('keeps at most FIRST_SCREEN_PAGES pages, however many are stored', () => {
    const pages = Array.from({ length: FIRST_SCREEN_PAGES + 5 }, (_, index) => ({
      url: `https://p${index}.example/`,
      status: status(`https://p${index}.example/`),
    }));
    expect(asFirstScreen({ scope: 's', pages })?.pages).toHaveLength(FIRST_SCREEN_PAGES);
  });
});

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
