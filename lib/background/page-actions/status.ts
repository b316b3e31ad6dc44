import type { Document } from '../../shared/contract';
import type { CollectionRef, PageStatus, PageTarget } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import { unsupportedPageError } from './errors';
import { documentFromResponse } from './resolve';
import { normalizePageUrl, unsupportedReason } from './urls';

/**
 * What the panel and the popup's strip show about a target, from the page's own document: one
 * `getdocuments` answers whether it is indexed, its pins and the collections that hold it
 * (`metadata.pins`, `metadata.collections`), whatever the company holds. Nothing else is read,
 * in every case: when the service leaves these out (an unindexed page, an older service), pins
 * and membership are 'unknown', and only the picker, where the person chooses a collection,
 * checks the recently used ones (`checkRecentMembership`).
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
  // A document was found: its entry is one, not an `{ error }`.
  const metadata = document
    ? (response.documents?.[url] as Document | undefined)?.metadata
    : undefined;
  // Without a document nothing can be pinned to the page: no pins is then known, not guessed.
  const pins = !document
    ? []
    : metadata?.pins
      ? metadata.pins.filter(
          (pin) => pin.documentId === undefined || pin.documentId === document.id,
        )
      : 'unknown';
  const collections = metadata?.collections;
  return {
    target,
    document,
    pins,
    holders: (collections ?? []).map(({ id, name }): CollectionRef => ({ id, name: name ?? '' })),
    checked: collections ? 'all' : 'unknown',
  };
}
