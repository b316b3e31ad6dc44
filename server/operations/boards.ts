import type { OperationRequest, OperationResponse, Role } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
import { fromJson, ownsOrAdmin, permissionsView, personById } from '../views';

interface BoardRow {
  id: number;
  name: string;
  description: string;
  item_count: number;
  creator_id: string;
  audience: string;
  roles: string;
  create_time: string;
  update_time: string;
}

type StoredRole = { personId?: string; group?: Role['group']; role: string };

/** The answer boards by name, with audiences and roles only when asked for. */
export function listanswerboards(
  ctx: RequestContext,
  request: OperationRequest<'listanswerboards'>,
): OperationResponse<'listanswerboards'> {
  const rows = statement(ctx.db, 'SELECT * FROM answer_boards ORDER BY name').all() as BoardRow[];
  return {
    boardResults: rows.map((row) => ({
      trackingToken: `board-${row.id}`,
      board: {
        id: row.id,
        name: row.name,
        description: row.description,
        itemCount: row.item_count,
        createTime: row.create_time,
        updateTime: row.update_time,
        creator: personById(ctx.db, row.creator_id, ctx.origin),
        permissions: permissionsView(ownsOrAdmin(ctx.caller, row.creator_id)),
        // Left out unless asked for, as the specification says.
        ...(request.withAudience ? { audienceFilters: fromJson(row.audience) } : {}),
        ...(request.withRoles
          ? {
              roles: fromJson<StoredRole[]>(row.roles).map((role) => ({
                role: role.role,
                ...(role.personId ? { person: personById(ctx.db, role.personId, ctx.origin) } : {}),
                ...(role.group ? { group: role.group } : {}),
              })),
            }
          : {}),
      },
    })),
  };
}
