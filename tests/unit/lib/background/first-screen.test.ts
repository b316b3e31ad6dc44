import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { rememberFeed, rememberPageStatus } from '../../../../lib/background/first-screen';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';
import { FIRST_SCREEN_PAGES, readFirstScreen } from '../../../../lib/shared/storage/first-screen';
import type { PageStatus } from '../../../../lib/shared/types/page';
import { FEED } from '../../../support/feed';

beforeEach(async () => {
  fakeBrowser.reset();
  await connectionSettings.set({ serviceUrl: 'https://kb.acme.example', scope: 'now' });
});

const status = (url: string): PageStatus => ({
  target: { url, title: 'Page', kind: 'page' },
  document: null,
  pins: [],
  holders: [],
  checked: 'all',
});
const feed = { value: { results: FEED }, fetchedAt: 1 };

describe('the first screen the background keeps for the popup', () => {
  it('holds the feed and the page statuses together, written at the same moment', async () => {
    await Promise.all([
      rememberFeed('now', feed),
      rememberPageStatus('https://a.example/', status('https://a.example/')),
      rememberPageStatus('https://b.example/', status('https://b.example/')),
    ]);
    const first = await readFirstScreen();
    expect(first?.scope).toBe('now');
    expect(first?.feed).toEqual(feed);
    expect(first?.pages.map((page) => page.url)).toEqual([
      'https://b.example/',
      'https://a.example/',
    ]);
  });

  it('keeps the most recent pages, each once', async () => {
    for (let index = 0; index < FIRST_SCREEN_PAGES + 3; index++) {
      await rememberPageStatus(`https://p${index}.example/`, status(`https://p${index}.example/`));
    }
    await rememberPageStatus('https://p5.example/', status('https://p5.example/'));
    const pages = (await readFirstScreen())?.pages ?? [];
    expect(pages).toHaveLength(FIRST_SCREEN_PAGES);
    expect(pages[0]?.url).toBe('https://p5.example/');
    expect(pages.filter((page) => page.url === 'https://p5.example/')).toHaveLength(1);
  });

  it("never stores a read made for another connection than today's", async () => {
    await rememberFeed('before', feed);
    expect(await readFirstScreen()).toBeNull();
  });

  it('starts afresh when the connection changed: nothing of the previous one is kept', async () => {
    await rememberFeed('now', feed);
    await rememberPageStatus('https://a.example/', status('https://a.example/'));
    await connectionSettings.set({ serviceUrl: 'https://kb.acme.example', scope: 'next' });
    await rememberPageStatus('https://b.example/', status('https://b.example/'));
    const first = await readFirstScreen();
    expect(first?.scope).toBe('next');
    expect(first?.feed).toBeUndefined();
    expect(first?.pages.map((page) => page.url)).toEqual(['https://b.example/']);
  });
});
