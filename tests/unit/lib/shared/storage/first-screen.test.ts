import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  asFirstScreen,
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_PAGES,
  readFirstScreen,
} from '../../../../../lib/shared/storage/first-screen';
import { FEED, pageStatus } from '../../../../support/feed';

beforeEach(() => fakeBrowser.reset());

const status = pageStatus;

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
