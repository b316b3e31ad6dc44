import { describe, expect, test } from 'vitest';
import {
  moveItem,
  planMove,
  planRemoval,
  restoreItem,
  targetIndex,
} from '../../../../../lib/ui/collections/order';
import { applyMoveRequest } from '../../../../support/collection-order';

const order = ['a', 'b', 'c', 'd'];

describe('moveItem', () => {
  test.each([
    ['a', 2, ['b', 'c', 'a', 'd']],
    ['d', 0, ['d', 'a', 'b', 'c']],
    ['b', 3, ['a', 'c', 'd', 'b']],
    ['c', 99, ['a', 'b', 'd', 'c']],
    ['c', -5, ['c', 'a', 'b', 'd']],
    ['zz', 1, ['a', 'b', 'c', 'd']],
  ])('%s to %i', (itemId, toIndex, expected) => {
    expect(moveItem(order, itemId, toIndex)).toEqual(expected);
  });

  test('does not change its input', () => {
    const input = [...order];
    moveItem(input, 'a', 3);
    expect(input).toEqual(order);
  });
});

describe('planMove', () => {
  test('names the item that will follow the moved one', () => {
    expect(planMove(order, 'a', 2)).toEqual({ order: ['b', 'c', 'a', 'd'], newNextItemId: 'd' });
    expect(planMove(order, 'd', 1)).toEqual({ order: ['a', 'd', 'b', 'c'], newNextItemId: 'b' });
  });

  test('is empty when the item becomes last', () => {
    expect(planMove(order, 'b', 3)).toEqual({ order: ['a', 'c', 'd', 'b'], newNextItemId: '' });
    expect(planMove(order, 'a', 10)?.newNextItemId).toBe('');
  });

  test('is null for a move that changes nothing or an unknown item', () => {
    expect(planMove(order, 'c', 2)).toBeNull();
    expect(planMove(order, 'a', -1)).toBeNull();
    expect(planMove(order, 'nope', 0)).toBeNull();
  });

  test('several quick moves, each planned on the previous result, replay to the same order', () => {
    let local = [...order];
    let replayed = [...order];
    for (const [itemId, toIndex] of [
      ['a', 3],
      ['d', 0],
      ['b', 1],
      ['a', 0],
    ] as const) {
      const plan = planMove(local, itemId, toIndex);
      if (!plan) continue;
      replayed = applyMoveRequest(replayed, itemId, plan.newNextItemId);
      local = plan.order;
    }
    expect(local).toEqual(['a', 'd', 'b', 'c']);
    expect(replayed).toEqual(local);
  });
});

describe('targetIndex', () => {
  test.each([
    ['b', 'up', 0],
    ['a', 'up', 0],
    ['b', 'down', 2],
    ['d', 'down', 3],
    ['c', 'top', 0],
    ['b', 'bottom', 3],
  ] as const)('%s %s → %i', (itemId, direction, expected) => {
    expect(targetIndex(order, itemId, direction)).toBe(expected);
  });
});

describe('applyMoveRequest', () => {
  test('refuses a next item that is not in the list, like the service', () => {
    expect(() => applyMoveRequest(order, 'a', 'zz')).toThrow('zz');
  });
});

describe('removal and undo', () => {
  test('remembers what followed the removed item', () => {
    expect(planRemoval(order, 'b')).toEqual({ order: ['a', 'c', 'd'], nextItemId: 'c', index: 1 });
    expect(planRemoval(order, 'd')).toEqual({ order: ['a', 'b', 'c'], nextItemId: '', index: 3 });
    expect(planRemoval(order, 'x')).toBeNull();
  });

  test('restores before the item that followed it', () => {
    expect(restoreItem(['a', 'c', 'd'], 'b', 'c', 1)).toEqual(order);
    expect(restoreItem(['c', 'a', 'd'], 'b', 'c', 1)).toEqual(['b', 'c', 'a', 'd']);
    expect(restoreItem(['a', 'b', 'c'], 'd', '', 3)).toEqual(order);
  });

  test('falls back to the old index when the follower is gone too', () => {
    expect(restoreItem(['a', 'd'], 'b', 'c', 1)).toEqual(['a', 'b', 'd']);
    expect(restoreItem(['a'], 'b', 'c', 5)).toEqual(['a', 'b']);
  });
});
