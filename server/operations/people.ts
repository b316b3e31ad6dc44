import type { OperationRequest, OperationResponse } from '../../lib/shared/contract';
import type { PersonRow, RequestContext } from '../context';
import { statement } from '../db/statements';
import { HttpError } from '../http-error';
import { personView } from '../views';

/** Which people each suggestion category means. */
const USAGE_OF_CATEGORY = {
  INVITE_INACTIVE_PROMO: 'INACTIVE',
  INVITE_NONUSERS: 'NON_USER',
} as const;

/** People to invite per category, optionally by department (administrators only). */
export function peoplesuggestadmin(
  ctx: RequestContext,
  request: OperationRequest<'peoplesuggestadmin'>,
): OperationResponse<'peoplesuggestadmin'> {
  if (!ctx.caller.isAdmin) throw new HttpError(403, 'Only administrators can see people to invite');
  const departments = request.departments?.filter((department) => department.trim() !== '') ?? [];
  const rows = statement(ctx.db, 'SELECT * FROM people ORDER BY name').all() as PersonRow[];
  return {
    suggestions: request.categories.map((category) => ({
      category,
      people: rows
        .filter((row) => row.usage === USAGE_OF_CATEGORY[category])
        .filter((row) => departments.length === 0 || departments.includes(row.department))
        .map((row) => personView(row, ctx.origin, true)),
    })),
  };
}
