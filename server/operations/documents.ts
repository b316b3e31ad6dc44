import type { Document, OperationRequest, OperationResponse } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { HttpError } from '../http-error';
import { documentView, findDocument } from '../views';
import { documentCollectionsAndPins } from './document-metadata';

/** Query parameters that only track where a click came from; they never change the page. */
const TRACKING_PARAMETER = /^(utm_.+|fbclid|gclid|mc_cid|mc_eid|ref|ref_src)$/i;

/**
 * The canonical form of a URL for lookups: no fragment, no tracking parameters, no trailing
 * slash, lower-case host. Two links to the same page compare equal after this.
 */
function canonicalUrl(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING_PARAMETER.test(key)) url.searchParams.delete(key);
  }
  url.searchParams.sort();
  const path = url.pathname.replace(/\/+$/, '') || '';
  return `${url.protocol}//${url.host.toLowerCase()}${path}${url.search}`;
}

/** The document id a URL of this service's own pages points at, if any. */
function documentIdFromUrl(ctx: RequestContext, input: string): string | undefined {
  const canonical = canonicalUrl(input);
  if (!canonical) return undefined;
  const url = new URL(canonical);
  const own = new URL(ctx.origin);
  const sameHost =
    url.port === own.port && ['127.0.0.1', 'localhost', own.hostname].includes(url.hostname);
  const match = /^\/docs\/([^/]+)$/.exec(url.pathname);
  return sameHost && match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * Looks documents up by URL of this service's pages or by id; misses carry their own error. A
 * document found carries its own collections and pins in its metadata.
 */
export function getdocuments(
  ctx: RequestContext,
  request: OperationRequest<'getdocuments'>,
): OperationResponse<'getdocuments'> {
  // Keys are the caller's own URLs and ids: a null-prototype object keeps "__proto__" or
  // "constructor" as plain keys instead of touching Object.prototype.
  const documents: Record<string, Document | { error: string }> = Object.create(null);
  let found = 0;
  for (const spec of request.documentSpecs) {
    let key: string;
    let id: string | undefined;
    if ('url' in spec) {
      key = spec.url;
      id = documentIdFromUrl(ctx, spec.url);
    } else if ('id' in spec) {
      key = spec.id;
      id = spec.id;
    } else {
      key = spec.contentId;
      id = undefined;
    }
    const row = id ? findDocument(ctx.db, id) : undefined;
    if (row) {
      const document = documentView(ctx.db, row, ctx.origin);
      document.metadata = { ...document.metadata, ...documentCollectionsAndPins(ctx, row.id) };
      documents[key] = document;
      found++;
    } else {
      documents[key] = { error: 'Document not found: it is not indexed by this service' };
    }
  }
  if (found === 0 && request.documentSpecs.every((spec) => 'ugcType' in spec)) {
    throw new HttpError(403, 'None of the requested documents is accessible');
  }
  return { documents };
}
