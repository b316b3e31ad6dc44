import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../../../server/context';
import { openDatabase } from '../../../../../server/db/open';
import { seedDemoData } from '../../../../../server/demo/seed';
import { HttpError } from '../../../../../server/http-error';
import { insertBefore, writeOrder } from '../../../../../server/operations/collections/order';

describe('placing an item in a collection’s order', () => {
  it('puts it last when nothing is to follow it', () => {
    expect(insertBefore(['a', 'b'], 'x', undefined, 3)).toEqual(['a', 'b', 'x']);
    expect(insertBefore(['a', 'b'], 'x', '', 3)).toEqual(['a', 'b', 'x']);
  });

  it('puts it right before the item that is to follow it', () => {
    expect(insertBefore(['a', 'b', 'c'], 'x', 'a', 3)).toEqual(['x', 'a', 'b', 'c']);
    expect(insertBefore(['a', 'b', 'c'], 'x', 'c', 3)).toEqual(['a', 'b', 'x', 'c']);
  });

  it('leaves the order it was given alone', () => {
    const order = ['a', 'b'];
    insertBefore(order, 'x', 'b', 3);
    expect(order).toEqual(['a', 'b']);
  });

  it('refuses, naming the field, an item to follow that the collection does not hold', () => {
    expect(() => insertBefore(['a'], 'x', 'gone', 3)).toThrow(HttpError);
    expect(() => insertBefore(['a'], 'x', 'gone', 3)).toThrow(
      'newNextItemId: item gone is not in collection 3',
    );
  });
});

describe('writing an order', () => {
  const { db } = openDatabase(':memory:');
  seedDemoData(db, Date.parse('2026-11-23T08:00:00Z'), 1);
  const ctx = { db } as RequestContext;
  const ids = () =>
    (
      db
        .prepare('SELECT item_id FROM collection_items WHERE collection_id = 3 ORDER BY position')
        .all() as { item_id: string }[]
    ).map((row) => row.item_id);
  const changes = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

  it('rewrites only the positions that changed', () => {
    const order = ids();
    expect(order.length).toBeGreaterThan(3);
    let before = changes();
    writeOrder(ctx, 3, order);
    expect(changes() - before).toBe(0);
    const moved = [...order.slice(0, -2), order.at(-1) as string, order.at(-2) as string];
    before = changes();
    writeOrder(ctx, 3, moved);
    expect(changes() - before).toBe(2);
    expect(ids()).toEqual(moved);
  });
});
