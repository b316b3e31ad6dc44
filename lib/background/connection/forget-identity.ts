import { clearCache } from '../../shared/storage/cache';
import { forgetCollectionList } from '../page-actions/collection-list';
import { recentCollections } from '../page-actions/recent';

/**
 * Forgets everything read for the identity that was connected: cached reads (the kept
 * collection list among them) and the recently used collections (names of that person's
 * collections). Cached reads also carry the connection's scope and are never shown under
 * another; this frees the space and leaves nothing behind.
 */
export async function forgetIdentityData(): Promise<void> {
  forgetCollectionList();
  await Promise.all([clearCache(), recentCollections.remove()]);
}
