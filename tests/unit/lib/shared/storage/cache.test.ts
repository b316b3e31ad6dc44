import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  cacheKey,
  clearCache,
  MAX_CACHE_BYTES,
  MAX_CACHED_READS,
  readCache,
  watchCache,
  writeCache,
} from '../../../../../lib/shared/storage/cache';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';

beforeEach(() => fakeBrowser.reset());

const feedEntry = {
  value: { results: [{ category: 'RECENT', primaryEntry: { title: 'Q3' } }] },
  fetchedAt: 5,
};

describe('the read cache', () => {
  it('answers what was stored for the same connection', async () => {
    await writeCache({ kind: 'feed' }, 'scope-a', feedEntry);
    expect(await readCache({ kind: 'feed' }, 'scope-a')).toEqual(feedEntry);
  });

  it('keeps the read asked last: an older one kept later does not replace it (issue 32)', async () => {
    const newer = { value: { results: [] }, fetchedAt: 9 };
    await writeCache({ kind: 'feed' }, 'scope-a', newer);
    await writeCache({ kind: 'feed' }, 'scope-a', feedEntry);
    expect(await readCache({ kind: 'feed' }, 'scope-a')).toEqual(newer);
    // Another connection's newer copy is no reason to keep it: it is replaced.
    await writeCache({ kind: 'feed' }, 'scope-b', feedEntry);
    expect(await readCache({ kind: 'feed' }, 'scope-b')).toEqual(feedEntry);
  });

  it('never answers another connection’s data', async () => {
    await writeCache({ kind: 'feed' }, 'scope-a', feedEntry);
    expect(await readCache({ kind: 'feed' }, 'scope-b')).toBeNull();
  });

  it.each([
    ['no value', { scope: 'scope-a', fetchedAt: 1 }],
    ['a time that is not a number', { scope: 'scope-a', fetchedAt: 'now', value: {} }],
    ['not an object', 'feed'],
  ])('treats a stored entry with %s as absent', async (_name, stored) => {
    await fakeBrowser.storage.local.set({
      [cacheKey({ kind: 'feed' })]: stored,
    });
    expect(await readCache({ kind: 'feed' }, 'scope-a')).toBeNull();
  });

  it('keys each distinct request separately, events by their set of ids', () => {
    expect(cacheKey({ kind: 'collection', id: 3 })).not.toBe(
      cacheKey({ kind: 'collection', id: 4 }),
    );
    expect(cacheKey({ kind: 'events', ids: ['b', 'a'] })).toBe(
      cacheKey({ kind: 'events', ids: ['a', 'b'] }),
    );
    expect(cacheKey({ kind: 'answerBoards', withRoles: true })).not.toBe(
      cacheKey({ kind: 'answerBoards' }),
    );
  });

  it('tells a watcher about a refresh', async () => {
    const seen: number[] = [];
    watchCache({ kind: 'feed' }, 'scope-a', (entry) => seen.push(entry.fetchedAt));
    await writeCache({ kind: 'feed' }, 'scope-a', { ...feedEntry, fetchedAt: 9 });
    await expect.poll(() => seen).toEqual([9]);
  });

  it('clears every cached read and nothing else', async () => {
    await writeCache({ kind: 'feed' }, 'scope-a', feedEntry);
    await writeCache({ kind: 'collection', id: 3 }, 'scope-a', {
      value: { collection: { id: 3, name: 'x', description: '' } },
      fetchedAt: 1,
    });
    await connectionSettings.set({ scope: 'scope-a' });
    await clearCache();
    expect(await readCache({ kind: 'feed' }, 'scope-a')).toBeNull();
    expect(await readCache({ kind: 'collection', id: 3 }, 'scope-a')).toBeNull();
    expect((await connectionSettings.get()).scope).toBe('scope-a');
  });
});

describe('the read cache’s budget', () => {
  const cachedKeys = async () =>
    Object.keys(await fakeBrowser.storage.local.get(null)).filter((key) =>
      key.startsWith('cache:'),
    );

  it('keeps the most recently fetched reads, up to a count', async () => {
    for (let id = 1; id <= MAX_CACHED_READS + 10; id++) {
      await writeCache({ kind: 'collection', id }, 'scope-a', { value: { id }, fetchedAt: id });
    }
    const keys = await cachedKeys();
    expect(keys).toHaveLength(MAX_CACHED_READS);
    expect(keys).toContain(cacheKey({ kind: 'collection', id: MAX_CACHED_READS + 10 }));
    expect(keys).not.toContain(cacheKey({ kind: 'collection', id: 10 }));
  });

  it('keeps the cache under its size in bytes, dropping the oldest first', async () => {
    const big = 'x'.repeat(Math.floor(MAX_CACHE_BYTES / 4));
    for (let id = 1; id <= 8; id++) {
      await writeCache({ kind: 'collection', id }, 'scope-a', { value: { big }, fetchedAt: id });
    }
    const all = await fakeBrowser.storage.local.get(null);
    const cached = Object.entries(all).filter(([key]) => key.startsWith('cache:'));
    const bytes = cached.reduce((sum, [, value]) => sum + JSON.stringify(value).length, 0);
    expect(bytes).toBeLessThanOrEqual(MAX_CACHE_BYTES);
    expect(cached.map(([key]) => key)).toContain(cacheKey({ kind: 'collection', id: 8 }));
    expect(cached.map(([key]) => key)).not.toContain(cacheKey({ kind: 'collection', id: 1 }));
  });

  it('does not keep a single read larger than the whole budget', async () => {
    const huge = 'x'.repeat(MAX_CACHE_BYTES + 1);
    await writeCache({ kind: 'feed' }, 'scope-a', feedEntry);
    await writeCache({ kind: 'feed' }, 'scope-a', { value: { huge }, fetchedAt: 9 });
    expect(await readCache({ kind: 'feed' }, 'scope-a')).toBeNull();
  });

  it('at the storage quota, gives up the cache rather than failing the read', async () => {
    await writeCache({ kind: 'feed' }, 'scope-a', feedEntry);
    const set = vi
      .spyOn(fakeBrowser.storage.local, 'set')
      .mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    await expect(
      writeCache({ kind: 'collections' }, 'scope-a', { value: {}, fetchedAt: 6 }),
    ).resolves.toBeUndefined();
    set.mockRestore();
    expect(await readCache({ kind: 'feed' }, 'scope-a')).toBeNull();
  });
});
