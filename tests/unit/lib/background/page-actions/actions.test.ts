import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  addTargetToCollection,
  createCollectionWithTarget,
  editTargetPin,
  pinTarget,
  unpinTargetPin,
} from '../../../../../lib/background/page-actions/actions';
import { recentCollections } from '../../../../../lib/background/page-actions/recent';
import type { ApiError } from '../../../../../lib/shared/errors/api-error';
import type { PageTarget } from '../../../../../lib/shared/types/page';
import {
  collection,
  DOC_URL,
  english,
  fakeClient,
  fakeContext,
  stubI18n,
} from '../../../../support/page-actions';

const indexed: PageTarget = { url: DOC_URL, title: 'Deploy guide', kind: 'page' };
const unindexed: PageTarget = { url: 'https://blog.example/post', title: 'A post', kind: 'page' };

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('pinTarget', () => {
  it('queues a pin of the resolved document with the queries and audience', async () => {
    const { context, writes } = fakeContext();
    const audience = [{ fieldName: 'department', values: [{ value: 'Engineering' }] }];
    const outcome = await pinTarget(context, indexed, ['deploy', 'release'], audience);
    expect(outcome.state).toBe('done');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.operation).toBe('pin');
    expect(writes[0]?.request).toEqual({
      documentId: 'DOC_101',
      queries: ['deploy', 'release'],
      audienceFilters: audience,
    });
    expect(writes[0]?.label).toBe('Pin “Deploy guide” for “deploy”, “release”');
  });

  it('refuses a page the service has not indexed, in exactly those words', async () => {
    const { context, writes } = fakeContext();
    const error = (await pinTarget(context, unindexed, ['x']).catch((e) => e)) as ApiError;
    expect(error.message).toBe(
      "The Knowledge Service has not indexed this page, so it can't be pinned. You can add it to a collection instead.",
    );
    expect(error.code).toBe('NOT_INDEXED');
    expect(writes).toEqual([]);
  });

  it('explains a browser page before asking the service anything', async () => {
    const { context } = fakeContext();
    const target: PageTarget = { url: 'chrome://settings', title: 'Settings', kind: 'page' };
    await expect(pinTarget(context, target, ['x'])).rejects.toThrow(
      english('pageActionsBrowserPage'),
    );
    expect(context.client).not.toHaveBeenCalled();
  });

  it('passes on the connection failure (not connected yet)', async () => {
    const { context } = fakeContext();
    context.client.mockRejectedValueOnce(new Error('Connect the extension in its settings first.'));
    await expect(pinTarget(context, indexed, ['x'])).rejects.toThrow('Connect the extension');
  });
});

describe('editing and removing pins', () => {
  it('edits only a pin of this document', async () => {
    const { context, writes } = fakeContext();
    await editTargetPin(context, indexed, 'pin-1', ['deploy guide']);
    expect(writes[0]).toMatchObject({
      operation: 'editpin',
      request: { id: 'pin-1', queries: ['deploy guide'] },
    });
    await expect(editTargetPin(context, indexed, 'pin-2', ['x'])).rejects.toThrow(
      english('pageActionsPinNotFound'),
    );
    expect(writes).toHaveLength(1);
  });

  it('unpins a pin of this document', async () => {
    const { context, writes } = fakeContext();
    await unpinTargetPin(context, indexed, 'pin-1');
    expect(writes[0]).toMatchObject({ operation: 'unpin', request: { id: 'pin-1' } });
  });
});

describe('addTargetToCollection', () => {
  it('adds an indexed page as a DOCUMENT item and remembers the collection', async () => {
    const { context, writes } = fakeContext();
    await addTargetToCollection(context, indexed, 7);
    expect(writes[0]?.request).toEqual({
      collectionId: 7,
      addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_101' }],
    });
    expect(await recentCollections.get()).toEqual([{ id: 7, name: 'Collection 7' }]);
  });

  it('adds a page the service has not indexed as a URL item with its title', async () => {
    const { context, writes } = fakeContext();
    await addTargetToCollection(context, unindexed, 7, '  ', 'Why it matters');
    expect(writes[0]?.request).toEqual({
      collectionId: 7,
      addedCollectionItemDescriptors: [
        { itemType: 'URL', url: unindexed.url, name: 'A post', description: 'Why it matters' },
      ],
    });
  });

  it('answers "Already in …" (kind already-exists) when the collection holds the page', async () => {
    const client = fakeClient({
      getcollection: vi.fn(async () => ({
        collection: collection(3, 'Onboarding', {
          items: [{ collectionId: 3, itemType: 'DOCUMENT', documentId: 'DOC_101' }],
        }),
      })),
    });
    const { context, writes } = fakeContext(client);
    const error = (await addTargetToCollection(context, indexed, 3).catch((e) => e)) as ApiError;
    expect(error.kind).toBe('already-exists');
    expect(error.message).toBe('Already in “Onboarding”.');
    expect(writes).toEqual([]);
  });

  it('treats EXISTING_ITEM from the write itself as "Already in …" too', async () => {
    const { context } = fakeContext(fakeClient(), {
      state: 'failed',
      error: { kind: 'already-exists', message: 'That item is already in the collection.' },
    });
    await expect(addTargetToCollection(context, indexed, 4)).rejects.toMatchObject({
      kind: 'already-exists',
      message: 'Already in “Collection 4”.',
    });
  });

  it('refuses a collection the person may not change, saying which', async () => {
    const client = fakeClient({
      getcollection: vi.fn(async () => ({
        collection: collection(5, 'Company policies', {
          items: [],
          permissions: { write: { create: false, update: false, delete: false } },
        }),
      })),
    });
    const { context, writes } = fakeContext(client);
    await expect(addTargetToCollection(context, indexed, 5)).rejects.toThrow(
      english('pageActionsCollectionLocked', 'Company policies'),
    );
    expect(writes).toEqual([]);
  });
});

describe('createCollectionWithTarget', () => {
  it('queues the collection with the page as a follow-up item', async () => {
    const { context, writes } = fakeContext(fakeClient(), {
      state: 'done',
      result: { collection: { id: 42, name: 'Reading list', description: '' } },
    });
    await createCollectionWithTarget(context, unindexed, {
      collectionName: ' Reading list ',
      collectionDescription: 'Posts to read',
    });
    expect(writes[0]).toMatchObject({
      operation: 'createcollection',
      request: { name: 'Reading list', description: 'Posts to read' },
      followUp: {
        operation: 'addcollectionitems',
        request: {
          addedCollectionItemDescriptors: [{ itemType: 'URL', url: unindexed.url, name: 'A post' }],
        },
      },
    });
    expect(await recentCollections.get()).toEqual([{ id: 42, name: 'Reading list' }]);
  });
});
