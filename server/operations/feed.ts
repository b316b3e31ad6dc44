import type { FeedResult, OperationRequest, OperationResponse } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { HttpError } from '../http-error';
import { withJsonBody } from '../json-text';
import { feedSources } from './feed-sources';

const DEFAULT_RESULT_SIZE = 30;

const RESULTS_OPEN = Buffer.from('{"results":[');
const COMMA = Buffer.from(',');

/** Categories served when the request names none, in the order a person reads them. */
const DEFAULT_CATEGORIES = [
  'EVENT',
  'ANNOUNCEMENT',
  'DOCUMENT_SUGGESTION',
  'RECENT',
  'COMPANY_RESOURCE',
  'TRENDING_DOCUMENT',
];

/**
 * The caller's feed. `resultSize` caps the whole answer, `categoryToResultSize` each category;
 * results are taken category by category in request order. When composing took longer than
 * `timeoutMillis` (counted from the moment the request arrived), the answer is a 408.
 */
export function feed(
  ctx: RequestContext & { receivedAt: number },
  request: OperationRequest<'feed'>,
): OperationResponse<'feed'> {
  const sources = feedSources(ctx, request);
  const categories = request.categories?.length ? request.categories : DEFAULT_CATEGORIES;
  const total = request.requestOptions?.resultSize ?? DEFAULT_RESULT_SIZE;
  const perCategory = request.requestOptions?.categoryToResultSize ?? {};
  const results: FeedResult[] = [];
  // The reply's bytes: each category's kept JSON, comma-separated, between its head and tail.
  const pieces: Buffer[] = [RESULTS_OPEN];
  for (const category of categories) {
    const limit = Math.min(
      perCategory[category]?.resultSize ?? Number.POSITIVE_INFINITY,
      total - results.length,
    );
    const source = Object.hasOwn(sources, category) ? sources[category] : undefined;
    if (!source || limit <= 0) continue;
    const batch = source(limit);
    if (batch.values.length === 0) continue;
    if (results.length > 0) pieces.push(COMMA);
    results.push(...batch.values);
    pieces.push(batch.json);
  }
  if (request.timeoutMillis !== undefined && Date.now() - ctx.receivedAt > request.timeoutMillis) {
    throw new HttpError(408, `Feed took longer than ${request.timeoutMillis} ms`);
  }
  const serverTimestamp = Math.floor(ctx.now / 1000);
  const trackingToken = `feed-${ctx.caller.person.id}-${serverTimestamp}`;
  // In the order JSON.stringify would write this object, so the entries are neither
  // serialised nor encoded again for every feed, nor copied: the pieces go out as they are.
  pieces.push(
    Buffer.from(
      `],"serverTimestamp":${serverTimestamp},"trackingToken":${JSON.stringify(trackingToken)},"experimentIds":[]}`,
    ),
  );
  return withJsonBody({ results, serverTimestamp, trackingToken, experimentIds: [] }, pieces);
}
