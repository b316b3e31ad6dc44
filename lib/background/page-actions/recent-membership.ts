import type { PageTarget, RecentMembership, TargetDocument } from '../../shared/types/page';
import type { ApiClient } from '../api/client';
import { recentCollections } from './recent';
import { itemIsTarget } from './resolve';

/**
 * How many collections are opened to see whether they hold the page when the service does not
 * name a document's collections (an older or trimmed service, or a page it has not indexed):
 * the person's most recently used (the likeliest to be chosen), one call each, and only while
 * the person chooses a collection (never for a page's status). Every other collection is "not
 * checked", and the picker says so.
 */
export const MAX_COLLECTIONS_CHECKED = 12;

/**
 * Which of the person's recently used collections (at most MAX_COLLECTIONS_CHECKED) hold the
 * target: one `getcollection` each. A collection that could not be read is left out of
 * `checked`, so it is "not checked" rather than "does not hold it".
 */
export async function checkRecentMembership(
  client: Pick<ApiClient, 'getcollection'>,
  target: PageTarget,
  document: TargetDocument | null,
): Promise<RecentMembership> {
  const recent = (await recentCollections.get()).slice(0, MAX_COLLECTIONS_CHECKED);
  const answers = await Promise.allSettled(
    recent.map((collection) => client.getcollection({ id: collection.id, withItems: true })),
  );
  const membership: RecentMembership = { holders: [], checked: [] };
  answers.forEach((answer, index) => {
    const collection = answer.status === 'fulfilled' && answer.value.collection;
    const ref = recent[index];
    if (!collection || !ref) return;
    membership.checked.push(ref);
    if ((collection.items ?? []).some((item) => itemIsTarget(item, target.url, document)))
      membership.holders.push(ref);
  });
  return membership;
}
