import { clearCache } from '../../shared/storage/cache';
import { recentCollections } from '../page-actions/recent';
import { statusIndex } from '../page-actions/status-index';

/**
 * Forgets everything read for the identity that was connected: cached reads, the recently used
 * collections (names of that person's collections) and the page-status index (their
 * collections' contents and pins). Cached reads and the index also carry the connection's
 * scope and are never shown under another; this frees the space and leaves nothing behind.
 */
export async function forgetIdentityData(): Promise<void> {
  await Promise.all([clearCache(), recentCollections.remove(), statusIndex.remove()]);
}
