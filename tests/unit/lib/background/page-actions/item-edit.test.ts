import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  editTargetItem,
  readTargetItem,
} from '../../../../../lib/background/page-actions/item-edit';
import type { PageTarget } from '../../../../../lib/shared/types/page';
import {
  collection,
  DOC_URL,
  english,
  fakeClient,
  fakeContext,
  stubI18n,
} from '../../../../support/page-actions';

// Issue 45: a collection that already holds the page opens the page's item there to edit.

const indexed: PageTarget = { url: DOC_URL, title: 'Deploy guide', kind: 'page' };

/** "Onboarding" (3) holding the page as a document item, beside another page's item. */
const holding = () =>
  fakeClient({
    getcollection: vi.fn(async () => ({
      collection: collection(3, 'Onboarding', {
        items: [
          { itemId: 'i-1', collectionId: 3, itemType: 'DOCUMENT', documentId: 'DOC_7' },
          {
            itemId: 'i-2',
            collectionId: 3,
            itemType: 'DOCUMENT',
            documentId: 'DOC_101',
            description: 'Start here',
            document: { id: 'DOC_101', title: 'Deploy guide' },
          },
        ],
      }),
    })),
  });

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('readTargetItem', () => {
  it('answers the page’s item, named by its document when it has no name of its own', async () => {
    const { context } = fakeContext(holding());
    expect(await readTargetItem(context, indexed, 3)).toEqual({
      collectionName: 'Onboarding',
      name: 'Deploy guide',
      description: 'Start here',
    });
  });

  it('says so in words when the collection no longer holds the page', async () => {
    const { context } = fakeContext();
    await expect(readTargetItem(context, indexed, 3)).rejects.toThrow(
      english('pageActionsItemGone'),
    );
  });
});

describe('editTargetItem', () => {
  it('queues editcollectionitem for the page’s own item, found again by the worker', async () => {
    const { context, writes } = fakeContext(holding());
    await editTargetItem(context, indexed, { collectionId: 3, name: ' Deploy ', description: 'X' });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      operation: 'editcollectionitem',
      request: { collectionId: 3, itemId: 'i-2', name: 'Deploy', description: 'X' },
      label: 'Edit “Deploy” in “Onboarding”',
    });
  });

  it('leaves the name out when none is given (the item keeps following its document)', async () => {
    const { context, writes } = fakeContext(holding());
    await editTargetItem(context, indexed, { collectionId: 3, description: '' });
    expect(writes[0]?.request).toEqual({ collectionId: 3, itemId: 'i-2', description: '' });
  });

  it('queues nothing for a collection that does not hold the page', async () => {
    const { context, writes } = fakeContext();
    await expect(
      editTargetItem(context, indexed, { collectionId: 3, description: 'X' }),
    ).rejects.toThrow(english('pageActionsItemGone'));
    expect(writes).toEqual([]);
  });
});
