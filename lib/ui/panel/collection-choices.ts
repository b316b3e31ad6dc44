import { canAddTo } from '../../shared/collection-rights';
import type { Collection } from '../../shared/contract';
import type { CollectionChoice, PageStatus } from '../../shared/types/page';

/**
 * The picker's choices: the person's collections (in the order given) marked with what the
 * page's status knows. A collection the status names holds the page; one it checked (all, when
 * the service names a document's collections) does not; any other is 'unknown', offered like
 * the rest (the worker's check before adding answers "already in" when it is).
 */
export function choicesFor(collections: Collection[], status: PageStatus): CollectionChoice[] {
  const holders = new Set(status.holders.map((holder) => holder.id));
  const checked = status.checked === 'all' ? undefined : new Set(status.checked);
  return collections.map((collection) => ({
    collection,
    canAdd: canAddTo(collection),
    containsTarget: holders.has(collection.id)
      ? true
      : !checked || checked.has(collection.id)
        ? false
        : 'unknown',
  }));
}
