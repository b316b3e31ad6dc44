import type { OperationRequest, OperationResponse } from '../../../lib/shared/contract';
import type { RequestContext } from '../../context';
import { statement } from '../../db/statements';
import { HttpError } from '../../http-error';
import { loadCollection } from './rows';
import { collectionView } from './view';

/**
 * Creates a collection owned by the caller. A name already taken (whatever its case) is a
 * NAME_EXISTS in the body; only administrators may create one locked.
 */
export function createcollection(
  ctx: RequestContext,
  request: OperationRequest<'createcollection'>,
): OperationResponse<'createcollection'> {
  const name = request.name.trim();
  if (!name) throw new HttpError(400, 'name: must not be blank');
  if (statement(ctx.db, 'SELECT 1 FROM collections WHERE name = ? COLLATE NOCASE').get(name)) {
    return { error: { errorCode: 'NAME_EXISTS' } };
  }
  if (request.adminLocked && !ctx.caller.isAdmin)
    throw new HttpError(403, 'Only administrators can lock a collection');
  const time = new Date(ctx.now).toISOString();
  const result = statement(
    ctx.db,
    `INSERT INTO collections (name, description, icon, admin_locked, owner_id, create_time, update_time, updated_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    name,
    request.description ?? '',
    request.icon ?? '',
    request.adminLocked ? 1 : 0,
    ctx.caller.person.id,
    time,
    time,
    ctx.caller.person.id,
  );
  return {
    collection: collectionView(ctx, loadCollection(ctx, Number(result.lastInsertRowid)), 'full'),
  };
}
