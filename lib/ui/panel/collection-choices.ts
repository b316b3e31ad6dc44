import { canAddTo } from '../../shared/collection-rights';
import type { Collection } from '../../shared/contract';
import type { CollectionChoice, PageStatus, RecentMembership } from '../../shared/types/page';

/**
 * The picker's choices: the person's collections (in the order given) marked with what is
 * known. When the page's status knows every collection that holds the page, those are marked
 * and the others are not in it; otherwise the worker's check of the recently used ones
 * (`membership`) marks those, and any other is 'unknown', offered like the rest (the worker's
 * check before adding answers "already in" when it is).
 */
export function choicesFor(
  collections: Collection[],
  status: PageStatus,
  membership?: RecentMembership,
): CollectionChoice[] {
  const known = status.checked === 'all';
  const holders = new Set(
    (known ? status.holders : (membership?.holders ?? [])).map((holder) => holder.id),
  );
  const checked = known ? undefined : new Set(membership?.checked.map((each) => each.id));
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
