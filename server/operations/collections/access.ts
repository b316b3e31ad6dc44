import type { RequestContext } from '../../context';
import { HttpError } from '../../http-error';
import { ownsOrAdmin } from '../../views';
import type { CollectionRow } from './rows';

/** Who may change a collection: admins always; otherwise not when admin-locked; then owner or everyone. */
export function canEdit(ctx: RequestContext, row: CollectionRow): boolean {
  if (ctx.caller.isAdmin) return true;
  if (row.admin_locked) return false;
  return row.edit_scope === 'EVERYONE' || ownsOrAdmin(ctx.caller, row.owner_id);
}

/** A 403 saying why, unless the caller may change the collection. */
export function requireEdit(ctx: RequestContext, row: CollectionRow): void {
  if (canEdit(ctx, row)) return;
  throw new HttpError(
    403,
    row.admin_locked
      ? `Collection "${row.name}" is locked: only administrators can change it`
      : `You may not change collection "${row.name}"`,
  );
}
