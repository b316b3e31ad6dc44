// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Collection, CollectionItem } from '../../../../../lib/shared/contract';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import type { ReadKey } from '../../../../../lib/shared/messages/messenger';
import type { WriteOutcome } from '../../../../../lib/shared/types/outbox';
import { applyMoveRequest } from '../../../../support/collection-order';
import { stubI18n } from '../../../../support/i18n-stub';

/** The collection as the (fake) background reads it: each read answers this at that moment. */
let service: Collection;
const writes: { operation: string; request: Record<string, unknown>; label: string }[] = [];
/** The next outcomes of writes, in order; by default a write is done. */
let outcomes: (() => Promise<WriteOutcome>)[] = [];

/** Every message the hook sent through the real `ask`/read helpers, as the background got it. */
const sent: { name: string; data: unknown }[] = [];

/**
 * The background, faked at the messaging boundary (so the real `ask`, read and cache helpers
 * run): reads answer `service`; writes answer the next queued outcome, or apply and say done.
 */
async function background(name: string, data: unknown): Promise<unknown> {
  sent.push({ name, data });
  if (name === 'read') {
    const key = data as ReadKey;
    const value =
      key.kind === 'collections'
        ? { collections: [{ ...service, items: undefined }] }
        : { collection: structuredClone(service) };
    return { ok: true, value: { value, fetchedAt: Date.now() } };
  }
  if (name !== 'write') return { ok: true, value: null };
  const write = data as (typeof writes)[number];
  writes.push(write);
  const next = outcomes.shift();
  if (next) {
    try {
      return { ok: true, value: await next() };
    } catch (error) {
      return { ok: false, error: (error as ApiError).toData() };
    }
  }
  if (write.operation === 'movecollectionitem') {
    const request = write.request as { itemId: string; newNextItemId: string };
    const order = applyMoveRequest(
      (service.items ?? []).map((entry) => entry.itemId as string),
      request.itemId,
      request.newNextItemId,
    );
    service = {
      ...service,
      items: order.map(
        (id) => service.items?.find((entry) => entry.itemId === id) as CollectionItem,
      ),
    };
  }
  if (write.operation === 'deletecollectionitem') {
    const { itemId } = write.request as { itemId: string };
    service = { ...service, items: service.items?.filter((entry) => entry.itemId !== itemId) };
  }
  return { ok: true, value: { id: `w${writes.length}`, state: 'done' } };
}

vi.mock('../../../../../lib/shared/messages/send', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMessage: (name: string, data: unknown) => background(name, data),
}));

const { useCollections } = await import('../../../../../lib/ui/hooks/use-collections');

const item = (id: string, fields: Partial<CollectionItem> = {}): CollectionItem => ({
  itemId: id,
  collectionId: 3,
  itemType: 'DOCUMENT',
  documentId: `doc-${id}`,
  name: `Item ${id}`,
  url: `https://docs.example/${id}`,
  ...fields,
});

const editable = { write: { scopeType: 'GLOBAL', create: true, update: true, delete: true } };

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  writes.length = 0;
  sent.length = 0;
  outcomes = [];
  service = {
    id: 3,
    name: 'Platform team',
    description: '',
    permissions: editable,
    itemCount: 4,
    items: ['a', 'b', 'c', 'd'].map((id) => item(id)),
  };
});

async function openCollection() {
  const hook = renderHook(() => useCollections({ initialId: 3 }));
  await waitFor(() => expect(hook.result.current.detail.value).toBeDefined());
  return hook;
}

const shown = (hook: Awaited<ReturnType<typeof openCollection>>) =>
  hook.result.current.detail.value?.items.map((entry) => entry.id);

describe('moves', () => {
  test('quick moves show at once, are sent in order against the local order, and end equal', async () => {
    const hook = await openCollection();
    act(() => {
      hook.result.current.move('a', 'bottom');
      hook.result.current.move('d', 'top');
      hook.result.current.move('c', { index: 1 });
    });
    expect(shown(hook)).toEqual(['d', 'c', 'b', 'a']);
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes.map((write) => write.request)).toEqual([
      { collectionId: 3, itemId: 'a', newNextItemId: '' },
      { collectionId: 3, itemId: 'd', newNextItemId: 'b' },
      { collectionId: 3, itemId: 'c', newNextItemId: 'b' },
    ]);
    expect(writes[0]?.label).toBe('Move “Item a” in “Platform team”');
    expect(service.items?.map((entry) => entry.itemId)).toEqual(['d', 'c', 'b', 'a']);
    await waitFor(() => expect(shown(hook)).toEqual(['d', 'c', 'b', 'a']));
  });

  test('a refused move returns to the service’s order and says why, keeping the later moves', async () => {
    const hook = await openCollection();
    outcomes = [
      async () => ({
        id: 'w1',
        state: 'failed',
        error: { kind: 'forbidden', message: 'You may not change collection "Platform team".' },
      }),
    ];
    act(() => {
      hook.result.current.move('a', 'bottom');
      hook.result.current.move('b', 'bottom');
      hook.result.current.move('d', 'top');
    });
    expect(shown(hook)).toEqual(['d', 'c', 'a', 'b']);
    await waitFor(() => expect(hook.result.current.notice?.tone).toBe('error'));
    expect(hook.result.current.notice?.message).toContain('You may not change collection');
    // The moves the person made after the refused one are theirs: sent, not dropped.
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(service.items?.map((entry) => entry.itemId)).toEqual(['a', 'd', 'c', 'b']);
    // The screen ends on the service's order, read again after the refusal.
    await waitFor(() => expect(shown(hook)).toEqual(['a', 'd', 'c', 'b']));
  });

  test('after a refusal, the screen never draws a list older than the service’s', async () => {
    const hook = await openCollection();
    const drawn: (string[] | undefined)[] = [];
    outcomes = [
      async () => ({ id: 'w1', state: 'failed', error: { kind: 'server', message: 'Not saved.' } }),
    ];
    act(() => {
      hook.result.current.move('a', 'bottom');
      hook.result.current.move('c', 'top');
    });
    const stale = ['a', 'b', 'c', 'd'];
    for (let tick = 0; tick < 40; tick++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
      drawn.push(shown(hook));
    }
    // The cached list from before the person's moves is never drawn again: the later move
    // (c before b) is sent, and the screen ends on the service's order, which holds it.
    expect(drawn.filter((order) => order?.join() === stale.join())).toEqual([]);
    expect(service.items?.map((entry) => entry.itemId)).toEqual(['a', 'c', 'b', 'd']);
    await waitFor(() => expect(shown(hook)).toEqual(['a', 'c', 'b', 'd']));
  });

  test('a move the background could not take (thrown) also reverts with its sentence', async () => {
    const hook = await openCollection();
    outcomes = [
      async () => {
        throw new ApiError({ kind: 'network', message: 'The extension did not answer.' });
      },
    ];
    act(() => hook.result.current.move('c', 'top'));
    await waitFor(() =>
      expect(hook.result.current.notice?.message).toContain('The extension did not answer.'),
    );
    await waitFor(() => expect(shown(hook)).toEqual(['a', 'b', 'c', 'd']));
  });

  test('a read-only collection sends nothing', async () => {
    service.permissions = { write: { update: false, delete: false } };
    service.adminLocked = true;
    const hook = await openCollection();
    expect(hook.result.current.detail.value?.readOnlyReason).toBe('adminLocked');
    act(() => {
      hook.result.current.move('a', 'bottom');
      hook.result.current.remove('a');
    });
    expect(shown(hook)).toEqual(['a', 'b', 'c', 'd']);
    expect(writes).toHaveLength(0);
  });
});

describe('removal', () => {
  test('removes at once with the document id, and undo puts it back before its follower', async () => {
    const hook = await openCollection();
    act(() => hook.result.current.remove('b'));
    expect(shown(hook)).toEqual(['a', 'c', 'd']);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      operation: 'deletecollectionitem',
      request: { collectionId: 3, itemId: 'b', documentId: 'doc-b' },
    });
    expect(hook.result.current.undo?.name).toBe('Item b');
    act(() => hook.result.current.undo?.undo());
    const restored = shown(hook);
    expect(restored).toHaveLength(4);
    expect(restored?.[1]).toMatch(/^local:/);
    expect(hook.result.current.undo).toBeUndefined();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      operation: 'addcollectionitems',
      request: {
        collectionId: 3,
        addedCollectionItemDescriptors: [
          { name: 'Item b', documentId: 'doc-b', itemType: 'DOCUMENT', newNextItemId: 'c' },
        ],
      },
    });
  });

  test('a removal still waiting in the outbox is marked, and undo discards it', async () => {
    const hook = await openCollection();
    outcomes = [async () => ({ id: 'w1', state: 'pending' })];
    act(() => hook.result.current.remove('d'));
    await waitFor(() => expect(writes).toHaveLength(1));
    act(() => hook.result.current.undo?.undo());
    await waitFor(() => expect(sent).toContainEqual({ name: 'discardWrite', data: { id: 'w1' } }));
    expect(shown(hook)).toEqual(['a', 'b', 'c', 'd']);
    expect(writes).toHaveLength(1);
  });

  test('a move waiting in the outbox marks its item as waiting to sync', async () => {
    const hook = await openCollection();
    outcomes = [async () => ({ id: 'w1', state: 'pending' })];
    act(() => hook.result.current.move('b', 'top'));
    await waitFor(() =>
      expect(
        hook.result.current.detail.value?.items.find((entry) => entry.id === 'b')?.pending,
      ).toBe(true),
    );
    expect(hook.result.current.detail.value?.items.filter((entry) => entry.pending)).toHaveLength(
      1,
    );
  });
});

describe('edit and open', () => {
  test('an edit sends name and description and shows them', async () => {
    const hook = await openCollection();
    let failure: string | null = 'unset';
    await act(async () => {
      failure = await hook.result.current.edit('a', { name: 'Runbook', description: 'On call' });
    });
    expect(failure).toBeNull();
    expect(writes[0]).toMatchObject({
      operation: 'editcollectionitem',
      request: { collectionId: 3, itemId: 'a', name: 'Runbook', description: 'On call' },
    });
    expect(hook.result.current.detail.value?.items[0]).toMatchObject({
      name: 'Runbook',
      description: 'On call',
    });
  });

  test('a refused edit answers the sentence for the form', async () => {
    const hook = await openCollection();
    outcomes = [
      async () => ({ id: 'w1', state: 'failed', error: { kind: 'forbidden', message: 'Locked.' } }),
    ];
    let failure: string | null = null;
    await act(async () => {
      failure = await hook.result.current.edit('a', { name: 'X', description: '' });
    });
    expect(failure).toBe('Locked.');
    expect(hook.result.current.detail.value?.items[0]?.name).toBe('Item a');
  });

  test('opens only http(s) addresses in a new tab', async () => {
    service.items = [item('a'), item('b', { url: 'javascript:alert(1)', itemType: 'URL' })];
    const hook = await openCollection();
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    hook.result.current.openItem('b');
    expect(create).not.toHaveBeenCalled();
    hook.result.current.openItem('a');
    expect(create).toHaveBeenCalledWith({ url: 'https://docs.example/a' });
  });
});

describe('the list', () => {
  test('is asked for from what the worker keeps; Reload asks the service anew', async () => {
    const hook = renderHook(() => useCollections());
    await waitFor(() => expect(hook.result.current.list.value).toBeDefined());
    const listReads = () =>
      sent.filter(
        (message) => message.name === 'read' && (message.data as ReadKey).kind === 'collections',
      );
    expect(listReads().map((message) => message.data)).toEqual([{ kind: 'collections' }]);
    act(() => hook.result.current.reloadList());
    await waitFor(() => expect(listReads()).toHaveLength(2));
    expect(listReads()[1]?.data).toEqual({ kind: 'collections', refresh: true });
    act(() => hook.result.current.reloadList());
    await waitFor(() => expect(listReads()).toHaveLength(3));
    expect(listReads()[2]?.data).toEqual({ kind: 'collections', refresh: true });
  });
});
