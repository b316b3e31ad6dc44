import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../../lib/shared/contract';
import {
  type PendingChange,
  prunePending,
  shownCopy,
} from '../../../../../lib/ui/collections/pending';

const collection = (order: string[], id = 3): Collection => ({
  id,
  name: 'Platform team',
  description: '',
  items: order.map((itemId) => ({ itemId, collectionId: id, itemType: 'URL', name: itemId })),
});
const read = (order: string[], fetchedAt: number) => ({ collection: collection(order), fetchedAt });
const named = (id: string) =>
  id === 'local:1:b' ? 'b2' : id.startsWith('local:') ? undefined : id;
const order = (pending: PendingChange[], at: ReturnType<typeof read>) =>
  shownCopy(at, pending, named).order;

describe('the collection shown: the newest read with the changes it does not hold', () => {
  const move: PendingChange = {
    collectionId: 3,
    change: { kind: 'move', itemId: 'c', nextItemId: 'a' },
  };

  it('replays a change not yet taken, or taken after the read was asked', () => {
    expect(order([move], read(['a', 'b', 'c'], 10))).toEqual(['c', 'a', 'b']);
    expect(order([{ ...move, answeredAt: 11 }], read(['a', 'b', 'c'], 10))).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('does not replay a change on a read asked after the service took it', () => {
    // The service's order since (someone else moved b first) wins.
    expect(order([{ ...move, answeredAt: 9 }], read(['b', 'a', 'c'], 10))).toEqual(['b', 'a', 'c']);
  });

  it('replays only the open collection’s changes, in the order made', () => {
    const other: PendingChange = { collectionId: 4, change: { kind: 'remove', itemId: 'a' } };
    const last: PendingChange = {
      collectionId: 3,
      change: { kind: 'move', itemId: 'a', nextItemId: '' },
    };
    expect(order([other, move, last], read(['a', 'b', 'c'], 10))).toEqual(['c', 'b', 'a']);
  });

  it('leaves out what refers to items that are gone', () => {
    expect(order([move], read(['a', 'b'], 10))).toEqual(['a', 'b']);
  });

  it('removes, restores once (by the service’s new id too), and edits', () => {
    const item = { itemId: 'b', collectionId: 3, itemType: 'URL', name: 'b' };
    const pending: PendingChange[] = [
      { collectionId: 3, change: { kind: 'remove', itemId: 'b' } },
      {
        collectionId: 3,
        change: { kind: 'restore', localId: 'local:1:b', item, nextItemId: 'c', index: 1 },
      },
      {
        collectionId: 3,
        change: { kind: 'edit', itemId: 'a', changes: { name: 'A', description: '' } },
      },
    ];
    const shown = shownCopy(read(['a', 'b', 'c'], 10), pending, named);
    expect(shown.order).toEqual(['a', 'local:1:b', 'c']);
    expect(shown.items.a?.name).toBe('A');
    // A read holding the restored item under its new id: it is not added twice.
    expect(order(pending, read(['a', 'b2', 'c'], 12))).toEqual(['a', 'b2', 'c']);
  });

  it('forgets the changes a shown read holds, and keeps the settled ones bounded', () => {
    const held = { ...move, answeredAt: 5 };
    const waiting = { ...move };
    expect(prunePending([held, waiting], 3, 5)).toEqual([waiting]);
    const many = Array.from({ length: 150 }, (_, index) => ({
      ...move,
      collectionId: 4,
      answeredAt: index,
    }));
    const kept = prunePending([...many, waiting], 3, 0);
    expect(kept).toHaveLength(101);
    expect(kept[0]?.answeredAt).toBe(50);
    expect(kept.at(-1)).toBe(waiting);
  });
});
