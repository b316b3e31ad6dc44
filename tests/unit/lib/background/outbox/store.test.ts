import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadEntries, storeEntries } from '../../../../../lib/background/outbox/store';
import { setAsideEntries } from '../../../../../lib/shared/storage/outbox-entries';

beforeEach(() => fakeBrowser.reset());

const NOW = 1_700_000_000_000;
let ids = 0;
const newId = () => `aside-${++ids}`;
const good = (id: string) => ({
  id,
  operation: 'pin',
  request: { documentId: 'DOC_1', queries: [id] },
  label: `Pin ${id}`,
  state: 'pending' as const,
  createdAt: NOW,
  updatedAt: NOW,
  attempts: 0,
});
const stored = async () => (await fakeBrowser.storage.local.get('outbox')).outbox as unknown[];

describe('the stored queue', () => {
  it('sets an unreadable entry aside, keeps the readable ones, and the next write loses nothing', async () => {
    const damaged = { id: 'x', state: 'pending', createdAt: 'yesterday' };
    await fakeBrowser.storage.local.set({ outbox: [good('a'), damaged, good('b')] });
    const entries = await loadEntries(NOW, newId);
    expect(entries.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(await setAsideEntries.get()).toEqual([
      { id: expect.any(String), setAsideAt: NOW, raw: damaged },
    ]);
    // The next write stores a queue without the damaged entry, which is kept aside, not lost.
    await storeEntries([...entries, good('c')]);
    expect(((await stored()) as { id: string }[]).map((entry) => entry.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect((await setAsideEntries.get()).map((entry) => entry.raw)).toEqual([damaged]);
  });

  it('when the aside list is full, keeps unreadable entries in the queue as they are', async () => {
    const damaged = Array.from({ length: 55 }, (_, index) => ({ broken: index }));
    await fakeBrowser.storage.local.set({ outbox: [...damaged, good('a')] });
    const entries = await loadEntries(NOW, newId);
    expect(await setAsideEntries.get()).toHaveLength(50);
    await storeEntries([...entries, good('b')]);
    expect(await stored()).toEqual([...damaged.slice(50), good('a'), good('b')]);
    // Read again: still nothing lost, nothing duplicated.
    await loadEntries(NOW, newId);
    expect(await setAsideEntries.get()).toHaveLength(50);
    expect((await stored()).slice(0, 5)).toEqual(damaged.slice(50));
  });
});
