import type { OperationRequest, OperationResponse } from '../../../lib/shared/contract';
import type { RequestContext } from '../../context';
import { statement } from '../../db/statements';
import type { CollectionRow } from './rows';
import { collectionView } from './view';

/** Every collection, by name, without items. */
export function listcollections(
  ctx: RequestContext,
  _request: OperationRequest<'listcollections'>,
): OperationResponse<'listcollections'> {
  const rows = statement(
    ctx.db,
    'SELECT * FROM collections ORDER BY name',
  ).all() as CollectionRow[];
  return { collections: rows.map((row) => collectionView(ctx, row, 'none')) };
}

/** One collection; an unknown id is a NOT_FOUND in the body (200), as the service does. */
export function getcollection(
  ctx: RequestContext,
  request: OperationRequest<'getcollection'>,
): OperationResponse<'getcollection'> {
  const row = statement(ctx.db, 'SELECT * FROM collections WHERE id = ?').get(request.id) as
    | CollectionRow
    | undefined;
  if (!row) return { error: { errorCode: 'NOT_FOUND' } };
  const collection = collectionView(ctx, row, request.withItems ? 'full' : 'none');
  return { collection, rootCollection: collection, trackingToken: `col-${row.id}` };
}
