import { describe, expect, test } from 'vitest';
import type { CollectionItem } from '../../../../../lib/shared/contract';
import {
  copyOf,
  createRestoredIds,
  withChanges,
  withoutItem,
  withRestored,
} from '../../../../../lib/ui/collections/local-copy';

const item = (id: string | undefined): CollectionItem => ({
  collectionId: 3,
  itemType: 'TEXT',
  itemId: id,
  name: `Item ${id}`,
});

describe('the local copy', () => {
  const copy = copyOf({
    id: 3,
    name: 'Platform team',
    description: '',
    items: [item('a'), item(undefined), item('b'), item('c')],
  });

  test('holds the service order, leaving out items without an id', () => {
    expect(copy.collectionId).toBe(3);
    expect(copy.order).toEqual(['a', 'b', 'c']);
    expect(Object.keys(copy.items)).toEqual(['a', 'b', 'c']);
  });

  test('removes, restores and edits without changing the copy it was given', () => {
    const removed = withoutItem(copy, 'b', ['a', 'c']);
    expect(removed.items.b).toBeUndefined();
    const restored = withRestored(removed, 'local:1:b', item('b'), { nextItemId: 'c', index: 1 });
    expect(restored.order).toEqual(['a', 'local:1:b', 'c']);
    expect(restored.items['local:1:b']?.itemId).toBe('local:1:b');
    const edited = withChanges(restored, 'a', { name: 'Runbook', description: 'On call' });
    expect(edited.items.a).toMatchObject({ name: 'Runbook', description: 'On call' });
    expect(withChanges(copy, 'gone', { name: 'x', description: '' })).toBe(copy);
    expect(copy.order).toEqual(['a', 'b', 'c']);
  });
});

describe('restored ids', () => {
  test('a restored item is sent under the id the service gave it, once known', () => {
    const ids = createRestoredIds();
    const local = ids.next('b');
    expect(local).toMatch(/^local:1:b$/);
    expect(ids.serviceId(local)).toBeUndefined();
    ids.learn(local, 'b2');
    expect(ids.serviceId(local)).toBe('b2');
    expect(ids.serviceId('a')).toBe('a');
  });
});
