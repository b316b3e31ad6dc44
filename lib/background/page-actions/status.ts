import type { Collection } from '../../shared/contract';
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
import { unsupportedReason } from './urls';

/**
 * How many collections are opened to see whether they hold the page. Each check is one call;
 * the recently used (most likely to be chosen) come first, the rest are offered unchecked and
 * the service's EXISTING_ITEM answer covers them.
 */
const MAX_COLLECTIONS_CHECKED = 12;

/**
 * A collection with its items. The background's cached read is used when it carries items
 * (what the collection page reads); otherwise the items are asked for directly.
 */
async function collectionWithItems(
  ctx: BackgroundContext,
  client: Pick<ApiClient, 'getcollection'>,
  id: number,
): Promise<Collection | undefined> {
  try {
    const entry = await ctx.read({ kind: 'collection', id });
    if (entry.value.collection?.items) return entry.value.collection;
  } catch {
    // Fall through to the direct call, whose failure is the one reported.
  }
  return (await client.getcollection({ id, withItems: true })).collection;
}

/** True when the collection holds the target; a failed check counts as "not known to". */
async function holdsTarget(
  ctx: BackgroundContext,
  client: Pick<ApiClient, 'getcollection'>,
  id: number,
  target: PageTarget,
  document: TargetDocument | null,
): Promise<boolean> {
  try {
    const collection = await collectionWithItems(ctx, client, id);
    return (collection?.items ?? []).some((item) => itemIsTarget(item, target.url, document));
  } catch {
    return false;
  }
}

/**
 * Everything the panel shows about a target: its document (or null when not indexed), that
 * document's pins, and the collections, recently used first, marking those that already hold
 * it and those the person may add to.
 * @throws ApiError with a sentence: unsupported page, not connected, service unreachable.
 */
export async function buildPageStatus(
  ctx: BackgroundContext,
  target: PageTarget,
): Promise<PageStatus> {
  const reason = unsupportedReason(target.url);
  if (reason) throw unsupportedPageError(reason);
  const client = await ctx.client();
  const document = await resolveDocument(client, target.url);
  const [pins, collectionsEntry, recent] = await Promise.all([
    document ? client.listpins({}).then((answer) => pinsOfDocument(answer.pins, document.id)) : [],
    ctx.read({ kind: 'collections' }),
    recentCollections.get(),
  ]);
  const ordered = orderByRecent(collectionsEntry.value.collections ?? [], recent);
  const collections: CollectionChoice[] = await Promise.all(
    ordered.map(async (collection, index) => ({
      collection,
      canAdd: canAddTo(collection),
      containsTarget:
        index < MAX_COLLECTIONS_CHECKED &&
        (await holdsTarget(ctx, client, collection.id, target, document)),
    })),
  );
  return { target, document, pins, collections };
}
