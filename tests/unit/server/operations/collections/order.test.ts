import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../../server/http-error';
import { insertBefore } from '../../../../../server/operations/collections/order';

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
