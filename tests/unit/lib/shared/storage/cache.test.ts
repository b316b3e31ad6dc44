import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  cacheKey,
  clearCache,
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
