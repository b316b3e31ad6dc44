import { connectionSettings } from '../../shared/storage/connection-settings';
import type { CollectionList, PageTarget, TargetDocument } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import { keptCollectionList, pickerSummary } from './collection-list';
import { orderByRecent, recentCollections } from './recent';
import { checkRecentMembership } from './recent-membership';

/**
 * The collections the panel's picker offers, recently used first. Stale-while-revalidate: the
 * kept list answers at once whatever its age (`stale` past 5 minutes, and the panel then asks
 * again with `refresh`); `refresh`, or no kept list, reads it from the service. With `check`
 * (the page's status could not say which collections hold the target), the recently used
 * collections are checked too, alongside the list.
 */
export async function collectionChoices(
  ctx: BackgroundContext,
  refresh: boolean,
  check?: { target: PageTarget; document: TargetDocument | null },
): Promise<CollectionList> {
  const membership = check
    ? ctx.client().then((client) => checkRecentMembership(client, check.target, check.document))
    : undefined;
  // Awaited below, after the list: a failure of either is this answer's, never unhandled.
  membership?.catch(() => undefined);
  const [{ scope }, recent] = await Promise.all([
    connectionSettings.get(),
    recentCollections.get(),
  ]);
  const kept = refresh ? null : await keptCollectionList(scope, Date.now());
  const entry = kept?.entry ?? (await ctx.read({ kind: 'collections', refresh: true }));
  return {
    collections: orderByRecent(entry.value.collections ?? [], recent).map(pickerSummary),
    fetchedAt: entry.fetchedAt,
    stale: kept ? !kept.fresh : false,
    membership: await membership,
  };
}
