import type { CollectionItem } from '../../shared/contract';
import type { OperationResponse } from '../../shared/contract/operations';
import type { TargetDocument } from '../../shared/types/page';
import type { ApiClient } from '../api/client';
import { comparableUrl, normalizePageUrl } from './urls';

/**
 * The document an answer of `getdocuments` gives for `url` (the normalised address that was
 * sent), or null when the service has not indexed it: the entry is missing, is `{ error }`, or
 * has no id (nothing could be pinned to it).
 */
export function documentFromResponse(
  response: OperationResponse<'getdocuments'>,
  url: string,
): TargetDocument | null {
  const entry = response.documents?.[url];
  if (!entry || 'error' in entry || typeof entry.id !== 'string' || entry.id === '') return null;
  const document: TargetDocument = { id: entry.id };
  if (entry.title) document.title = entry.title;
  if (entry.url) document.url = entry.url;
  if (entry.datasource) document.datasource = entry.datasource;
  return document;
}

/** Asks the service which document a page is (null when it has not indexed the page). */
export async function resolveDocument(
  client: Pick<ApiClient, 'getdocuments'>,
  pageUrl: string,
): Promise<TargetDocument | null> {
  const url = normalizePageUrl(pageUrl);
  const response = await client.getdocuments({ documentSpecs: [{ url }] });
  return documentFromResponse(response, url);
}

/** True when an item is the target: the same document, or the same address. */
export function itemIsTarget(
  item: CollectionItem,
  url: string,
  document: TargetDocument | null,
): boolean {
  if (document) {
    if (item.documentId === document.id || item.document?.id === document.id) return true;
  }
  const wanted = comparableUrl(url);
  const itemUrl = item.url ?? item.document?.url;
  return itemUrl !== undefined && comparableUrl(itemUrl) === wanted;
}
