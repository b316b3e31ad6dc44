import type { Collection } from '../../shared/contract';
import { connectionSettings } from '../../shared/storage/connection-settings';
import type {
  CollectionChoice,
  PageStatus,
  PageTarget,
  TargetDocument,
} from '../../shared/types/page';
import type { ApiClient } from '../api/client';
import type { BackgroundContext } from '../context';
import { unsupportedPageError } from './errors';
import { orderByRecent, recentCollections } from './recent';
import { canAddTo, itemIsTarget, pinsOfDocument, resolveDocument } from './resolve';
import { holdersOf, targetKeys } from './status-index';
import { indexFor } from './status-index-refresh';
import { unsupportedReason } from './urls';

/**
 * How many collections missing from the index (before it is first read, or past its cap) are
 * opened to see whether they hold the page: one call each, the recently used (most likely to
 * be chosen) first. The rest are offered unchecked and the service's EXISTING_ITEM answer
 * covers them.
 */
const MAX_COLLECTIONS_CHECKED = 12;

/** True when the collection holds the target; a failed check counts as "not known to". */
async function holdsTarget(
  client: Pick<ApiClient, 'getcollection'>,
  id: number,
  target: PageTarget,
  document: TargetDocument | null,
): Promise<boolean> {
  try {
    const { collection } = await client.getcollection({ id, withItems: true });
    return (collection?.items ?? []).some((item) => itemIsTarget(item, target.url, document));
  } catch {
    return false;
  }
}

/**
 * Everything the panel shows about a target: its document (or null when not indexed), that
 * document's pins, and the collections, recently used first, marking those that already hold
 * it and those the person may add to. With the connection's index (status-index.ts) that is
 * two requests, the document and the collection list, however many collections there are.
 * @throws ApiError with a sentence: unsupported page, not connected, service unreachable.
 */
export async function buildPageStatus(
  ctx: BackgroundContext,
  target: PageTarget,
): Promise<PageStatus> {
  const reason = unsupportedReason(target.url);
  if (reason) throw unsupportedPageError(reason);
  const client = await ctx.client();
  const { scope } = await connectionSettings.get();
  const [document, collectionsEntry, recent, index] = await Promise.all([
    resolveDocument(client, target.url),
    ctx.read({ kind: 'collections' }),
    recentCollections.get(),
    indexFor(scope, client, Date.now()),
  ]);
  // Past the index's pin cap, the pins are read (the service does not page them).
  const pins = document
    ? pinsOfDocument(index?.pins ?? (await client.listpins({})).pins, document.id)
    : [];
  const held = index ? holdersOf(index, targetKeys(target.url, document)) : new Map();
  let unindexed = 0;
  const collections: CollectionChoice[] = await Promise.all(
    orderByRecent(collectionsEntry.value.collections ?? [], recent).map(
      async (collection: Collection) => {
        const known = held.get(collection.id);
        const check = known === undefined && unindexed++ < MAX_COLLECTIONS_CHECKED;
        return {
          collection,
          canAdd: canAddTo(collection),
          containsTarget:
            known ?? (check && (await holdsTarget(client, collection.id, target, document))),
        };
      },
    ),
  );
  return { target, document, pins, collections };
}
