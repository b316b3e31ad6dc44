import { describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { collectionChoices } from '../../../../../lib/background/page-actions/collection-choices';
import {
  COLLECTIONS_FRESH_MS,
  forgetCollectionList,
} from '../../../../../lib/background/page-actions/collection-list';
import { recentCollections } from '../../../../../lib/background/page-actions/recent';
import { createBackground } from '../../../../../lib/background/services';
import { readCacheEnvelope } from '../../../../../lib/shared/storage/cache';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';

const harness = connectionHarness();

/**
 * Waits until the copy a read keeps (written 250 ms after the answer, KEEP_AFTER_MS) is in the
 * read cache: the write itself, observed, rather than a sleep that a busy machine can outlast.
 */
const kept = (read: { fetchedAt: number }) =>
  vi.waitFor(
    async () => {
      const envelope = await readCacheEnvelope({ kind: 'collections' });
      expect(envelope?.fetchedAt).toBe(read.fetchedAt);
    },
    { timeout: 5_000, interval: 20 },
  );

/** The background over the reference service on a clock the test moves, counting requests. */
async function connectedBackground() {
  harness.allow(harness.server.url);
  await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
  const sent: string[] = [];
  const clock = { now: Date.now() };
  const recording: typeof fetch = (input, init) => {
    sent.push(String(input).split('/').pop() ?? '');
    return fetch(input, init);
  };
  const background = createBackground({ fetch: recording, now: () => clock.now });
  const lists = () => sent.filter((operation) => operation === 'listcollections').length;
  return { background, sent, clock, lists };
}

describe('the kept collection list', () => {
  it('is read at most once in 5 minutes, unless the person refreshes', async () => {
    const { background, clock, lists } = await connectedBackground();
    const first = await background.context.read({ kind: 'collections' });
    await kept(first);
    const again = await background.context.read({ kind: 'collections' });
    expect(lists()).toBe(1);
    expect(again).toEqual(first);

    clock.now += COLLECTIONS_FRESH_MS - 1000;
    await background.context.read({ kind: 'collections' });
    expect(lists()).toBe(1);
    const refreshed = await background.context.read({ kind: 'collections', refresh: true });
    expect(lists()).toBe(2);
    await kept(refreshed);

    clock.now += COLLECTIONS_FRESH_MS + 1000;
    await background.context.read({ kind: 'collections' });
    expect(lists()).toBe(3);
  });

  it('follows the extension’s own writes without reading the list again', async () => {
    const { background, lists } = await connectedBackground();
    await kept(await background.context.read({ kind: 'collections' }));
    const created = await background.context.enqueue({
      operation: 'createcollection',
      request: { name: 'Kept list 1', description: '' },
      label: 'Create',
      followUp: {
        operation: 'addcollectionitems',
        request: {
          addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_160' }],
        },
        label: 'Add',
      },
    });
    expect(created.state).toBe('done');
    const entry = await background.context.read({ kind: 'collections' });
    const mine = entry.value.collections?.find((collection) => collection.name === 'Kept list 1');
    expect(mine).toMatchObject({ itemCount: 1 });
    expect(mine).not.toHaveProperty('items');
    expect(lists()).toBe(1);
    // In the service's order (by name), as a read would place it.
    const names = entry.value.collections?.map((collection) => collection.name) ?? [];
    expect(names).toEqual([...names].sort());
  });

  it('answers the panel’s picker recently used first, the kept list at once with whether it is stale', async () => {
    const { background, lists } = await connectedBackground();
    const read = await background.context.read({ kind: 'collections' });
    await kept(read);
    const last = read.value.collections?.at(-1);
    await recentCollections.set([{ id: last?.id as number, name: last?.name as string }]);
    const choices = await collectionChoices(background.context, false);
    expect(choices.collections[0]?.id).toBe(last?.id);
    expect(choices.stale).toBe(false);
    expect(lists()).toBe(1);

    // Older than 5 minutes: shown as it is, marked stale; the panel then asks with refresh.
    // (The worker restarted meanwhile: its memory is gone, the copy in storage is read.)
    const envelope = await readCacheEnvelope({ kind: 'collections' });
    const { browser } = await import('wxt/browser');
    await browser.storage.local.set({
      'cache:collections': { ...envelope, fetchedAt: Date.now() - COLLECTIONS_FRESH_MS - 1 },
    });
    forgetCollectionList();
    expect((await collectionChoices(background.context, false)).stale).toBe(true);
    expect(lists()).toBe(1);
    const fresh = await collectionChoices(background.context, true);
    expect(fresh.stale).toBe(false);
    expect(lists()).toBe(2);
  });

  it('answers the picker from the worker’s memory, without reading storage or the service', async () => {
    const { background, lists } = await connectedBackground();
    await background.context.read({ kind: 'collections' });
    // No copy in storage yet (it is written 250 ms after the answer), and none will be read.
    const { browser } = await import('wxt/browser');
    const get = vi.spyOn(browser.storage.local, 'get');
    const choices = await collectionChoices(background.context, false);
    expect(choices.collections.length).toBeGreaterThan(0);
    expect(get.mock.calls.flat()).not.toContain('cache:collections');
    expect(lists()).toBe(1);
  });

  it('gives the picker only what it draws of each collection', async () => {
    const { background } = await connectedBackground();
    const choices = await collectionChoices(background.context, false);
    for (const collection of choices.collections) {
      expect(Object.keys(collection).sort()).toEqual(
        [
          'description',
          'id',
          'name',
          ...('permissions' in collection ? ['permissions'] : []),
        ].sort(),
      );
    }
  });

  it('forgets the list in memory when its copy in storage is removed', async () => {
    const { background, lists } = await connectedBackground();
    await kept(await background.context.read({ kind: 'collections' }));
    const { browser } = await import('wxt/browser');
    await browser.storage.local.remove('cache:collections');
    await vi.waitFor(async () => {
      await collectionChoices(background.context, false);
      expect(lists()).toBe(2);
    });
  });
});
