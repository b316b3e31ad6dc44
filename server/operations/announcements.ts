import type { Announcement, OperationRequest, OperationResponse } from '../../lib/shared/contract';
import { updateDraftAnnouncementRequestSchema } from '../../lib/shared/contract/requests';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
import { HttpError } from '../http-error';
import { fromJson, ownsOrAdmin, permissionsView, personById } from '../views';

/** A row of the announcements table; `fields` holds the mutable fields as JSON. */
export interface AnnouncementRow {
  id: number;
  draft_id: number | null;
  author_id: string;
  updated_by: string;
  is_published: number;
  fields: string;
  create_ts: number;
  update_ts: number;
}

/** An announcement as the contract describes it. */
export function announcementView(ctx: RequestContext, row: AnnouncementRow): Announcement {
  return {
    ...fromJson<Announcement>(row.fields),
    id: row.id,
    ...(row.draft_id !== null ? { draftId: row.draft_id } : {}),
    author: personById(ctx.db, row.author_id, ctx.origin),
    updatedBy: personById(ctx.db, row.updated_by, ctx.origin),
    createTimestamp: row.create_ts,
    lastUpdateTimestamp: row.update_ts,
    isPublished: row.is_published === 1,
    viewerInfo: {},
    permissions: permissionsView(ownsOrAdmin(ctx.caller, row.author_id)),
  };
}

/**
 * `id` may be the draft's id or the announcement's own id: the two ranges never overlap here
 * (drafts 2xx, announcements 1xx), so both are unambiguous. A draft is visible to its author
 * and to administrators; anyone else gets INVALID_ID, exactly as for an id that does not exist,
 * so the answer does not reveal that someone else's draft exists.
 */
export function getdraftannouncement(
  ctx: RequestContext,
  request: OperationRequest<'getdraftannouncement'>,
): OperationResponse<'getdraftannouncement'> {
  const row = statement(
    ctx.db,
    'SELECT * FROM announcements WHERE draft_id = ? OR id = ? ORDER BY draft_id = ? DESC LIMIT 1',
  ).get(request.id, request.id, request.id) as AnnouncementRow | undefined;
  if (!row || row.draft_id === null || !ownsOrAdmin(ctx.caller, row.author_id)) {
    return { error: { errorType: 'INVALID_ID' } };
  }
  return { announcement: announcementView(ctx, row) };
}

/**
 * True for a value the update rule reads as "cleared": '' , an empty list, or an object whose
 * every property is cleared (`{ url: '' }`, `{ text: '', structuredList: [] }`, `{}`).
 * false and 0 are values, not clearing.
 */
function isCleared(value: unknown): boolean {
  if (value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value !== null && typeof value === 'object') return Object.values(value).every(isCleared);
  return false;
}

/** The draft's properties a request may set: every one but the ids that name the draft. */
const MUTABLE = Object.keys(updateDraftAnnouncementRequestSchema.shape).filter(
  (field) => field !== 'draftId' && field !== 'id',
);

/**
 * The update, in either reading of the seed (`ctx.draftOmitted`, the `--draft-omitted` start
 * flag): `keep` (the default) keeps a property the request leaves out, `clear` clears every
 * mutable property the request leaves out. In both, a property sent with its empty value is
 * cleared, stored as absent and read back absent. The request itself was checked against the
 * contract (a time is a date-time, never ''; viewUrl only with channel SOCIAL_FEED in the same
 * request), so a post link kept from the social feed may stay stored on the main channel, as a
 * link the seed says other sources set. `lastUpdateTimestamp` and `updatedBy` are set here,
 * never taken from the request.
 */
export function updatedraftannouncement(
  ctx: RequestContext,
  request: OperationRequest<'updatedraftannouncement'>,
): OperationResponse<'updatedraftannouncement'> {
  const row = statement(ctx.db, 'SELECT * FROM announcements WHERE draft_id = ?').get(
    request.draftId,
  ) as AnnouncementRow | undefined;
  // Someone else's draft answers exactly as a missing one (as getdraftannouncement does), so
  // the answer never tells a caller which draft ids exist.
  if (!row || !ownsOrAdmin(ctx.caller, row.author_id))
    throw new HttpError(404, `Draft ${request.draftId} not found`);
  if (request.id !== undefined && request.id !== row.id) {
    throw new HttpError(
      400,
      `id: draft ${request.draftId} belongs to announcement ${row.id}, not ${request.id}`,
    );
  }
  const { draftId: _draftId, id: _id, ...changes } = request;
  const stored = fromJson<Record<string, unknown>>(row.fields);
  if (ctx.draftOmitted === 'clear') for (const field of MUTABLE) delete stored[field];
  const merged: Record<string, unknown> = { ...stored, ...changes };
  for (const [field, value] of Object.entries(changes)) {
    if (isCleared(value)) delete merged[field];
  }
  if (
    typeof merged.startTime === 'string' &&
    typeof merged.endTime === 'string' &&
    Date.parse(merged.endTime) < Date.parse(merged.startTime)
  ) {
    throw new HttpError(400, 'endTime: must not be before startTime');
  }
  statement(
    ctx.db,
    'UPDATE announcements SET fields = ?, updated_by = ?, update_ts = ? WHERE id = ?',
  ).run(JSON.stringify(merged), ctx.caller.person.id, Math.floor(ctx.now / 1000), row.id);
  return announcementView(
    ctx,
    statement(ctx.db, 'SELECT * FROM announcements WHERE id = ?').get(row.id) as AnnouncementRow,
  );
}
