import { describe, expect, test } from 'vitest';
import type { Collection, CollectionItem } from '../../../../../lib/shared/contract';
import { validateItemEdit } from '../../../../../lib/ui/collections/validate';
import {
  itemUrl,
  readOnlyReason,
  toDetailView,
  toSummaryView,
} from '../../../../../lib/ui/collections/views';

const write = (update: boolean) => ({
  write: { scopeType: 'OWN', create: update, update, delete: update },
});

const collection = (fields: Partial<Collection> = {}): Collection => ({
  id: 3,
  name: 'Platform team',
  description: 'Runbooks',
  permissions: write(true),
  ...fields,
});

const item = (fields: Partial<CollectionItem>): CollectionItem => ({
  collectionId: 3,
  itemType: 'URL',
  ...fields,
});

describe('permissions', () => {
  test('editable when the service grants update', () => {
    expect(readOnlyReason(collection())).toBeUndefined();
  });

  test('admin-locked collections say so', () => {
    expect(readOnlyReason(collection({ adminLocked: true, permissions: write(false) }))).toBe(
      'adminLocked',
    );
  });

  test('others’ collections, or no permissions at all, are read-only', () => {
    expect(readOnlyReason(collection({ permissions: write(false) }))).toBe('noPermission');
    expect(readOnlyReason(collection({ permissions: undefined }))).toBe('noPermission');
  });

  test('an administrator may edit a locked collection', () => {
    expect(readOnlyReason(collection({ adminLocked: true }))).toBeUndefined();
  });
});

describe('views', () => {
  test('the summary counts items', () => {
    expect(toSummaryView(collection({ itemCount: 7, icon: '🛠️' }))).toMatchObject({
      itemCount: 7,
      icon: '🛠️',
      canEdit: true,
      adminLocked: false,
    });
  });

  test('only http(s) addresses open', () => {
    expect(itemUrl(item({ url: 'javascript:alert(1)' }))).toBeUndefined();
    expect(itemUrl(item({ url: 'https://a.example/x' }))).toBe('https://a.example/x');
    expect(
      itemUrl(item({ itemType: 'DOCUMENT', document: { url: 'http://docs.example/1' } })),
    ).toBe('http://docs.example/1');
  });

  test('the detail follows the given order and marks pending items', () => {
    const items = {
      a: item({ itemId: 'a', name: 'A' }),
      b: item({ itemId: 'b', name: 'B' }),
    };
    const view = toDetailView(collection(), ['b', 'a', 'gone'], items, new Set(['a']));
    expect(view.items.map((entry) => [entry.id, entry.pending])).toEqual([
      ['b', false],
      ['a', true],
    ]);
  });
});

describe('validateItemEdit', () => {
  test('needs a name and bounded lengths', () => {
    expect(validateItemEdit({ name: '  ', description: '' })).toEqual({
      name: 'collectionsNameRequired',
    });
    expect(validateItemEdit({ name: 'x'.repeat(501), description: 'y'.repeat(2001) })).toEqual({
      name: 'collectionsNameTooLong',
      description: 'collectionsDescriptionTooLong',
    });
    expect(validateItemEdit({ name: 'Runbook', description: '' })).toEqual({});
  });
});
