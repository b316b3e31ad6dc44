import { clearCache } from '../../shared/storage/cache';
import { forgetAllInput } from '../../shared/storage/kept-input';
import { forgetMeetings } from '../meetings/forget-meetings';
import { forgetCollectionList } from '../page-actions/collection-list';
import { keptPageStatus } from '../page-actions/kept-status';
import { recentCollections } from '../page-actions/recent';
import { forgetRefusals } from '../refused-reads';

/**
 * Forgets everything of the identity that was connected (sign-out, a forgotten token, another
 * service, token or person): cached reads (the popup's first screen and the kept collection
 * list among them), the recently used collections, input typed and not sent, the pages'
 * kept statuses and remembered refusals (`storage.session`), and the meetings planned with
 * their alarms. Cached reads also carry the connection's scope and are never shown under
 * another; this frees the space and leaves nothing behind. The outbox is not here: a queued
 * change waits for the person who made it (its owner), or for them to export or discard it.
 * The pages' own copies (localStorage) follow the scope (lib/ui/first-screen-mirror.ts).
 */
export async function forgetIdentityData(): Promise<void> {
  forgetCollectionList();
  await Promise.all([
    clearCache(),
    recentCollections.remove(),
    forgetAllInput(),
    keptPageStatus.forgetAll(),
    forgetRefusals(),
    forgetMeetings(),
  ]);
}
