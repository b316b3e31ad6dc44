// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';
import { FIRST_SCREEN_KEY } from '../../../../lib/shared/storage/first-screen';
import {
  followMirror,
  forgetMirror,
  forgetMirrorOnConnectionChange,
  keepMirror,
  readMirror,
} from '../../../../lib/ui/first-screen-mirror';
import { formatsMade } from '../../../support/intl-formats';

const screen = (scope: string, title = 'Quarterly plan') => ({
  scope,
  feed: { fetchedAt: 1, value: { results: [{ primaryEntry: { title } }] } },
  pages: [],
});

const manyResults = (scope: string, count: number) => ({
  scope,
  feed: {
    fetchedAt: 1,
    value: {
      results: Array.from({ length: count }, (_, index) => ({
        primaryEntry: { title: `${index}` },
      })),
    },
  },
  pages: [],
});

const MIRROR_KEY = 'wk:first-screen';

const status = () => ({
  target: { url: 'https://a.example/', title: 'A', kind: 'page' },
  document: null,
  pins: [],
  holders: [],
  checked: 'all' as const,
});

beforeEach(() => fakeBrowser.reset());
afterEach(() => localStorage.clear());

describe("the popup's page-storage copy of its first screen", () => {
  it('is read, synchronously, only for the connection the address names', () => {
    keepMirror(screen('alex'));
    expect(readMirror('alex')?.feed?.value.results).toHaveLength(1);
    expect(readMirror(null)).toBeNull();
  });

  it("is never given for another connection, and another's copy is removed when read", () => {
    keepMirror(screen('alex'));
    expect(readMirror('sam')).toBeNull();
    expect(localStorage.getItem(MIRROR_KEY)).toBeNull();
    expect(readMirror('alex')).toBeNull();
  });

  it('reads a damaged copy as none and forgets it', () => {
    for (const damaged of ['{"scope":"alex","feed":', '"text"', '{"feed":{}}']) {
      localStorage.setItem(MIRROR_KEY, damaged);
      expect(readMirror('alex')).toBeNull();
      expect(localStorage.getItem(MIRROR_KEY)).toBeNull();
    }
  });

  it('keeps what passes the structural check, leaving out a malformed feed', () => {
    keepMirror({ scope: 'alex', feed: { fetchedAt: 'soon', value: {} }, pages: [{ url: 1 }] });
    expect(readMirror('alex')).toEqual({ scope: 'alex', pages: [] });
    keepMirror('not a first screen');
    expect(localStorage.getItem(MIRROR_KEY)).toBeNull();
  });

  it('keeps hostile text as the text it is (drawn later with text nodes)', () => {
    keepMirror(screen('alex', '<img src=x onerror=alert(1)>'));
    const kept = readMirror('alex')?.feed?.value.results?.[0] as {
      primaryEntry: { title: string };
    };
    expect(kept.primaryEntry.title).toBe('<img src=x onerror=alert(1)>');
  });

  it("keeps only the first frame's results when asked to, and everything else of the screen", () => {
    keepMirror(
      { ...manyResults('alex', 30), pages: [{ url: 'https://a.example/', status: status() }] },
      5,
    );
    const kept = readMirror('alex');
    expect(kept?.feed?.value.results?.map((result) => JSON.stringify(result))).toEqual(
      manyResults('alex', 5).feed.value.results.map((result) => JSON.stringify(result)),
    );
    expect(kept?.pages).toHaveLength(1);
    expect(kept?.feed?.fetchedAt).toBe(1);
  });

  it('keeps nothing when the page storage is full', () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    keepMirror(screen('alex'));
    setItem.mockRestore();
    expect(readMirror('alex')).toBeNull();
  });

  it('can be forgotten', () => {
    keepMirror(screen('alex'));
    forgetMirror();
    expect(readMirror('alex')).toBeNull();
  });
});

describe('following storage.local while the popup is open', () => {
  it('reads the same connection key as the connection settings', () => {
    expect(connectionSettings.key).toBe('local:connection');
  });

  it("copies the worker's first screen when it is the connection's, and answers both", async () => {
    await connectionSettings.set({ scope: 'alex' });
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: manyResults('alex', 30) });
    const follow = followMirror(5);
    const stored = await follow.stored;
    expect(stored.scope).toBe('alex');
    // The whole screen is answered, and the first frame's results are kept.
    expect(stored.screen?.feed?.value.results).toHaveLength(30);
    expect(readMirror('alex')?.feed?.value.results).toHaveLength(5);
    follow.stop();
  });

  it('keeps no copy of a first screen stored for another connection', async () => {
    keepMirror(screen('alex'));
    await connectionSettings.set({ scope: 'sam' });
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: screen('alex') });
    const follow = followMirror(5);
    expect(await follow.stored).toEqual({ scope: 'sam', screen: null });
    expect(localStorage.getItem(MIRROR_KEY)).toBeNull();
    follow.stop();
  });

  it('copies each new first screen, and forgets the copy the moment the connection changes', async () => {
    await connectionSettings.set({ scope: 'alex' });
    const follow = followMirror(5);
    await follow.stored;
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: screen('alex', 'Fresh') });
    expect(JSON.stringify(readMirror('alex'))).toContain('Fresh');
    await connectionSettings.set({ scope: 'sam' });
    expect(localStorage.getItem(MIRROR_KEY)).toBeNull();
    follow.stop();
    // Stopped: a later write is not copied.
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: screen('sam') });
    expect(readMirror('sam')).toBeNull();
  });

  it('forgets the copy when the worker forgets the first screen', async () => {
    await connectionSettings.set({ scope: 'alex' });
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: screen('alex') });
    const follow = followMirror(5);
    await follow.stored;
    await fakeBrowser.storage.local.remove(FIRST_SCREEN_KEY);
    expect(readMirror('alex')).toBeNull();
    follow.stop();
  });
});

describe('a page where the connection changes (the options page)', () => {
  it('forgets the copy when the scope changes, not when the same connection is saved again', async () => {
    await connectionSettings.set({ scope: 'alex', serviceUrl: 'https://k.example' });
    const stop = forgetMirrorOnConnectionChange();
    keepMirror(screen('alex'));
    await connectionSettings.set({ scope: 'alex', serviceUrl: 'https://k.example', actAs: '' });
    expect(readMirror('alex')).not.toBeNull();
    await connectionSettings.set({ scope: 'sam', serviceUrl: 'https://k.example' });
    expect(localStorage.getItem(MIRROR_KEY)).toBeNull();
    stop();
    keepMirror(screen('sam'));
    await connectionSettings.set({ scope: 'kim' });
    expect(readMirror('sam')).not.toBeNull();
  });
});

describe("the copy's event ranges", () => {
  const start = '2025-03-03T09:00:00Z';
  const end = '2025-03-03T10:00:00Z';
  const withEvent = () => ({
    scope: 'alex',
    feed: {
      fetchedAt: 1,
      value: { results: [{ primaryEntry: { title: 'Standup', event: { time: { start, end } } } }] },
    },
    pages: [],
  });

  it('are kept formatted, and the next opening draws them without making a format', async () => {
    keepMirror(withEvent());
    // The next opening: a fresh page with its own modules.
    vi.resetModules();
    const mirror = await import('../../../../lib/ui/first-screen-mirror');
    const time = await import('../../../../lib/ui/feed/time');
    let text = '';
    const created = formatsMade(() => {
      expect(mirror.readMirror('alex')).not.toBeNull();
      text = time.formatEventRange(start, end);
    });
    expect(created).toBe(0);
    expect(text).toMatch(/Mar 3/);
  });

  it('are not learned from a copy kept for another connection', async () => {
    vi.resetModules();
    const time = await import('../../../../lib/ui/feed/time');
    const keys = Object.keys(time.rangesToKeep([{ start, end }]));
    const ranges = Object.fromEntries(keys.map((key) => [key, 'Sam’s text']));
    localStorage.setItem(MIRROR_KEY, JSON.stringify({ ...withEvent(), scope: 'sam', ranges }));
    vi.resetModules();
    const mirror = await import('../../../../lib/ui/first-screen-mirror');
    const fresh = await import('../../../../lib/ui/feed/time');
    expect(mirror.readMirror('alex')).toBeNull();
    expect(fresh.formatEventRange(start, end)).not.toBe('Sam’s text');
    // The same copy for its own connection is learned (the check above can fail).
    localStorage.setItem(MIRROR_KEY, JSON.stringify({ ...withEvent(), scope: 'sam', ranges }));
    expect(mirror.readMirror('sam')).not.toBeNull();
    expect(fresh.formatEventRange(start, end)).toBe('Sam’s text');
  });
});
