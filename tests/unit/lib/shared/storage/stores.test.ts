import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { showOutboxBadge } from '../../../../../lib/background/badge';
import { notify } from '../../../../../lib/background/notify';
import {
  cacheKey,
  clearCache,
  readCache,
  watchCache,
  writeCache,
} from '../../../../../lib/shared/storage/cache';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { outboxEntries } from '../../../../../lib/shared/storage/outbox-entries';

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

describe('typed storage', () => {
  it('reads a malformed connection setting as “not configured”, not as a crash', async () => {
    await fakeBrowser.storage.local.set({ connection: { serviceUrl: 42 } });
    expect(await connectionSettings.get()).toEqual({ scope: 'none' });
  });

  it('reads a malformed outbox as empty rather than breaking every page', async () => {
    await fakeBrowser.storage.local.set({ outbox: [{ id: 1 }] });
    expect(await outboxEntries.get()).toEqual([]);
  });
});

describe('the toolbar badge', () => {
  const entry = (state: 'pending' | 'failed' | 'done' | 'paused') => ({
    id: state,
    operation: 'pin',
    request: {},
    label: 'Pin',
    state,
    createdAt: 0,
    updatedAt: 0,
    attempts: 0,
  });

  it('counts writes not yet applied, red when one needs the person', async () => {
    await showOutboxBadge([entry('pending'), entry('done'), entry('failed')]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual([201, 42, 42, 255]);
  });

  it('is grey while writes only wait for the service', async () => {
    await showOutboxBadge([entry('pending')]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('1');
    expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual([91, 100, 119, 255]);
  });

  it('is empty when everything is applied', async () => {
    await showOutboxBadge([entry('done')]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
  });
});

describe('feedback for actions started from a menu or shortcut', () => {
  it('shows a system notification', async () => {
    const create = vi.fn(async () => 'id');
    fakeBrowser.notifications.create = create as never;
    await notify({ tone: 'success', message: 'Pinned for “deploy”.' });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Done', message: 'Pinned for “deploy”.' }),
    );
  });

  it('puts the sentence on the toolbar button when notifications are unavailable', async () => {
    fakeBrowser.notifications.create = vi.fn(async () => {
      throw new Error('Unable to download all specified images.');
    }) as never;
    await notify({ tone: 'error', message: 'This page is not indexed.' });
    expect(await fakeBrowser.action.getTitle({})).toBe(
      'That did not work: This page is not indexed.',
    );
    expect(await fakeBrowser.action.getBadgeText({})).toBe('!');
  });
});
