import { connectionSettings } from '../../shared/storage/connection-settings';
import type { CollectionList } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import { keptCollectionList, pickerSummary } from './collection-list';
import { orderByRecent, recentCollections } from './recent';

/**
 * The collections the panel's picker offers, recently used first. Stale-while-revalidate: the
 * kept list answers at once whatever its age (`stale` past 5 minutes, and the panel then asks
 * again with `refresh`); `refresh`, or no kept list, reads it from the service.
 */
export async function collectionChoices(
  ctx: BackgroundContext,
  refresh: boolean,
): Promise<CollectionList> {
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
  };
}
