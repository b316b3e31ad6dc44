import type { Document } from '../../shared/contract';
import type {
  CollectionRef,
  PageStatus,
  PageTarget,
  TargetDocument,
} from '../../shared/types/page';
import type { ApiClient } from '../api/client';
import type { BackgroundContext } from '../context';
import { unsupportedPageError } from './errors';
import { recentCollections } from './recent';
import { documentFromResponse, itemIsTarget } from './resolve';
import { normalizePageUrl, unsupportedReason } from './urls';

/**
 * How many collections are opened to see whether they hold the page when the service does not
 * name a document's collections (an older or trimmed service, or a page it has not indexed):
 * the person's most recently used (the likeliest to be chosen), one call each. Every other
 * collection is "not checked", and the panel says so.
 */
export const MAX_COLLECTIONS_CHECKED = 12;

/** Whether the collection holds the target; undefined when it could not be read. */
async function holdsTarget(
  client: Pick<ApiClient, 'getcollection'>,
  id: number,
  target: PageTarget,
  document: TargetDocument | null,
): Promise<boolean | undefined> {
  try {
    const { collection } = await client.getcollection({ id, withItems: true });
    if (!collection) return undefined;
    return (collection.items ?? []).some((item) => itemIsTarget(item, target.url, document));
  } catch {
    return undefined;
  }
}

/** The recently used collections that hold the target, and those that were checked. */
async function checkRecent(
  client: Pick<ApiClient, 'getcollection'>,
  target: PageTarget,
  document: TargetDocument | null,
): Promise<Pick<PageStatus, 'holders' | 'checked'>> {
  const recent = (await recentCollections.get()).slice(0, MAX_COLLECTIONS_CHECKED);
  const answers = await Promise.all(
    recent.map(async (collection) => ({
      collection,
      holds: await holdsTarget(client, collection.id, target, document),
    })),
  );
  const known = answers.filter((answer) => answer.holds !== undefined);
  return {
    holders: known.filter((answer) => answer.holds).map(({ collection }) => collection),
    checked: known.map(({ collection }) => collection.id),
  };
}

/** The collections a document's metadata names, as the status shows them. */
function holdersFrom(collections: NonNullable<NonNullable<Document['metadata']>['collections']>) {
  return collections.map(
    (collection): CollectionRef => ({ id: collection.id, name: collection.name ?? '' }),
  );
}

/**
 * What the panel and the popup's strip show about a target, from the page's own document: one
 * `getdocuments` answers whether it is indexed, its pins and the collections that hold it
 * (`metadata.pins`, `metadata.collections`), whatever the company holds. A service that leaves
 * these out gets its pins as 'unknown' and membership checked in the person's recently used
 * collections only (`checked` names them). No collection list is read here.
 * @throws ApiError with a sentence: unsupported page, not connected, service unreachable.
 */
export async function buildPageStatus(
  ctx: BackgroundContext,
  target: PageTarget,
): Promise<PageStatus> {
  const reason = unsupportedReason(target.url);
  if (reason) throw unsupportedPageError(reason);
  const client = await ctx.client();
  const url = normalizePageUrl(target.url);
  const response = await client.getdocuments({ documentSpecs: [{ url }] });
  const document = documentFromResponse(response, url);
  const entry = response.documents?.[url];
  const metadata = document && entry && !('error' in entry) ? entry.metadata : undefined;
  // Without a document nothing can be pinned to the page: no pins is then known, not guessed.
  const pins = !document
    ? []
    : metadata?.pins
      ? metadata.pins.filter(
          (pin) => pin.documentId === undefined || pin.documentId === document.id,
        )
      : 'unknown';
  if (metadata?.collections) {
    return { target, document, pins, holders: holdersFrom(metadata.collections), checked: 'all' };
  }
  return { target, document, pins, ...(await checkRecent(client, target, document)) };
}
