import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../../lib/shared/contract';
import {
  afterWrite,
  holdersOf,
  MAX_ITEMS,
  MAX_PINS,
  type StatusIndex,
  targetKeys,
  withCollection,
  withPins,
} from '../../../../../lib/background/page-actions/status-index';

/** A collection as the service answers it; items without their collection id (not used). */
const collection = (id: number, items?: Record<string, unknown>[]): Collection =>
  ({ id, name: `C${id}`, description: '', ...(items ? { items } : {}) }) as Collection;
const empty = (): StatusIndex => ({ scope: 's', builtAt: 0, collections: {}, pins: [] });
const DOC = { id: 'DOC_1' };
const URL_A = 'https://wiki.example.com/a';

describe('the page-status index', () => {
  it('knows a page by its document or by its address, whatever the fragment or trailing slash', () => {
    let index = withCollection(
      empty(),
      collection(1, [{ itemId: 'i1', itemType: 'DOCUMENT', documentId: 'DOC_1' }]),
    );
    index = withCollection(
      index,
      collection(2, [{ itemId: 'i2', itemType: 'URL', url: 'https://WIKI.example.com/a/#top' }]),
    );
    index = withCollection(index, collection(3, []));
    expect([...holdersOf(index, targetKeys(URL_A, DOC))]).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(holdersOf(index, targetKeys('https://other.example.com/', null)).get(1)).toBe(false);
  });

  it('leaves out a collection answered without items, and one past the item cap', () => {
    const many = Array.from({ length: MAX_ITEMS }, (_, n) => ({
      itemId: `i${n}`,
      documentId: `D${n}`,
    }));
    let index = withCollection(empty(), collection(1, many));
    expect(holdersOf(index, ['d:D5']).get(1)).toBe(true);
    index = withCollection(index, collection(2, [{ documentId: 'X' }]));
    expect(holdersOf(index, ['d:X']).has(2)).toBe(false);
    index = withCollection(index, collection(1));
    expect(holdersOf(index, ['d:D5']).has(1)).toBe(false);
  });

  it('keeps no pins past the pin cap (the page status then reads them)', () => {
    const pins = Array.from({ length: MAX_PINS + 1 }, (_, n) => ({ id: `p${n}`, documentId: 'D' }));
    expect(withPins(empty(), pins).pins).toBeUndefined();
    expect(withPins(empty(), pins.slice(1)).pins).toHaveLength(MAX_PINS);
  });

  it('follows the extension’s own writes from the service’s answers', () => {
    let index = afterWrite(empty(), 'pin', {}, { id: 'p1', documentId: 'DOC_1', queries: ['q'] });
    index = afterWrite(index, 'editpin', {}, { id: 'p1', documentId: 'DOC_1', queries: ['r'] });
    expect(index.pins).toEqual([{ id: 'p1', documentId: 'DOC_1', queries: ['r'] }]);
    index = afterWrite(index, 'unpin', { id: 'p1' }, {});
    expect(index.pins).toEqual([]);
    index = afterWrite(
      index,
      'addcollectionitems',
      {},
      {
        collection: collection(7, [{ documentId: 'DOC_1' }]),
      },
    );
    expect(holdersOf(index, targetKeys(URL_A, DOC)).get(7)).toBe(true);
    index = afterWrite(index, 'deletecollectionitem', {}, { collection: collection(7, []) });
    expect(holdersOf(index, targetKeys(URL_A, DOC)).get(7)).toBe(false);
    expect(afterWrite(index, 'updatedraftannouncement', {}, { id: 3 })).toBe(index);
  });
});
