import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CollectionItem } from '../../../../../lib/shared/contract';
import {
  addedItemId,
  itemName,
  removeWrite,
  restoreWrite,
  writeFailure,
} from '../../../../../lib/ui/collections/requests';
import { stubI18n } from '../../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

const target = { collectionId: 3, collectionName: 'Platform team' };
const item = (fields: Partial<CollectionItem>): CollectionItem => ({
  collectionId: 3,
  itemType: 'TEXT',
  itemId: 'a',
  name: 'Runbook',
  description: 'On call',
  ...fields,
});

describe('collection writes', () => {
  test('a restored item is added back as what it was: document, address or text', () => {
    const descriptor = (restored: CollectionItem, next = '') =>
      (
        restoreWrite(target, restored, next).request as {
          addedCollectionItemDescriptors: Record<string, unknown>[];
        }
      ).addedCollectionItemDescriptors[0];
    expect(descriptor(item({ documentId: 'doc-a', url: 'https://x.example' }), 'b')).toEqual({
      name: 'Runbook',
      description: 'On call',
      documentId: 'doc-a',
      itemType: 'DOCUMENT',
      newNextItemId: 'b',
    });
    expect(descriptor(item({ url: 'https://x.example', icon: '🔗' }))).toEqual({
      name: 'Runbook',
      description: 'On call',
      icon: '🔗',
      url: 'https://x.example',
      itemType: 'URL',
    });
    expect(descriptor(item({}))).toMatchObject({ itemType: 'TEXT' });
  });

  test('a removal names the document of a document item, and says what it did', () => {
    expect(removeWrite(target, 'a', item({ documentId: 'doc-a' }))).toEqual({
      operation: 'deletecollectionitem',
      request: { collectionId: 3, itemId: 'a', documentId: 'doc-a' },
      label: 'Remove “Runbook” from “Platform team”',
    });
    expect(removeWrite(target, 'a', item({})).request).toEqual({ collectionId: 3, itemId: 'a' });
  });

  test('the restored item is the one the answer holds that was not there before', () => {
    const answer = { collection: { items: [item({ itemId: 'a' }), item({ itemId: 'z' })] } };
    expect(addedItemId(answer, new Set(['a']))).toBe('z');
    expect(addedItemId(undefined, new Set())).toBeUndefined();
  });

  test('names and failures in words', () => {
    expect(itemName({ name: '' })).toBe('Untitled item');
    expect(writeFailure('remove', 'Runbook', 'Locked.')).toContain('Locked.');
  });
});
