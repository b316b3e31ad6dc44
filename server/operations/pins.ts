import type { OperationRequest, OperationResponse, Pin } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
import { HttpError } from '../http-error';
import { findDocument, fromJson, ownsOrAdmin, personById } from '../views';

/** A row of the `pins` table. */
export interface PinRow {
  id: string;
  document_id: string;
  queries: string;
  audience: string;
  attribution_id: string;
  updated_by: string;
  create_time: string;
  update_time: string;
}

/** A pin as the contract describes it. */
export function pinView(ctx: RequestContext, row: PinRow): Pin {
  return {
    id: row.id,
    documentId: row.document_id,
    queries: fromJson<string[]>(row.queries),
    audienceFilters: fromJson(row.audience),
    attribution: personById(ctx.db, row.attribution_id, ctx.origin),
    updatedBy: personById(ctx.db, row.updated_by, ctx.origin),
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** Queries trimmed, empty ones dropped, duplicates (ignoring case) removed. */
function cleanQueries(queries: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const query of queries ?? []) {
    const trimmed = query.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      result.push(trimmed);
    }
  }
  return result;
}

function loadPin(ctx: RequestContext, id: string): PinRow {
  const row = statement(ctx.db, 'SELECT * FROM pins WHERE id = ?').get(id) as PinRow | undefined;
  if (!row) throw new HttpError(404, `Pin ${id} not found`);
  return row;
}

function requireOwnPin(ctx: RequestContext, row: PinRow): void {
  if (!ownsOrAdmin(ctx.caller, row.attribution_id)) {
    throw new HttpError(403, 'Only the person who pinned this (or an administrator) can change it');
  }
}

/** Pins a document to cleaned-up queries, attributed to the caller. */
export function pin(
  ctx: RequestContext,
  request: OperationRequest<'pin'>,
): OperationResponse<'pin'> {
  if (!request.documentId) throw new HttpError(400, 'documentId: required');
  if (!findDocument(ctx.db, request.documentId))
    throw new HttpError(400, `documentId: no document ${request.documentId}`);
  const queries = cleanQueries(request.queries);
  if (queries.length === 0) throw new HttpError(400, 'queries: at least one query is required');
  const counter = statement(
    ctx.db,
    "INSERT INTO counters (name, value) VALUES ('pin', 1) ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value",
  ).get() as { value: number };
  const time = new Date(ctx.now).toISOString();
  const id = `pin-${counter.value}`;
  statement(
    ctx.db,
    'INSERT INTO pins (id, document_id, queries, audience, attribution_id, updated_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    request.documentId,
    JSON.stringify(queries),
    JSON.stringify(request.audienceFilters ?? []),
    ctx.caller.person.id,
    ctx.caller.person.id,
    time,
    time,
  );
  return { ...pinView(ctx, loadPin(ctx, id)), documentId: request.documentId };
}

/** Every pin, oldest first. */
export function listpins(
  ctx: RequestContext,
  _request: OperationRequest<'listpins'>,
): OperationResponse<'listpins'> {
  const rows = statement(ctx.db, 'SELECT * FROM pins ORDER BY create_time, id').all() as PinRow[];
  return { pins: rows.map((row) => pinView(ctx, row)) };
}

/** One pin; a 404 when there is none. */
export function getpin(
  ctx: RequestContext,
  request: OperationRequest<'getpin'>,
): OperationResponse<'getpin'> {
  return { pin: pinView(ctx, loadPin(ctx, request.id)) };
}

/** Changes a pin's queries or audience: its pinner or an administrator only. */
export function editpin(
  ctx: RequestContext,
  request: OperationRequest<'editpin'>,
): OperationResponse<'editpin'> {
  const row = loadPin(ctx, request.id);
  requireOwnPin(ctx, row);
  const queries =
    request.queries === undefined ? fromJson<string[]>(row.queries) : cleanQueries(request.queries);
  if (queries.length === 0)
    throw new HttpError(400, 'queries: at least one query is required (unpin instead)');
  statement(
    ctx.db,
    'UPDATE pins SET queries = ?, audience = ?, updated_by = ?, update_time = ? WHERE id = ?',
  ).run(
    JSON.stringify(queries),
    request.audienceFilters ? JSON.stringify(request.audienceFilters) : row.audience,
    ctx.caller.person.id,
    new Date(ctx.now).toISOString(),
    row.id,
  );
  return pinView(ctx, loadPin(ctx, row.id));
}

/** Removes a pin: its pinner or an administrator only. */
export function unpin(
  ctx: RequestContext,
  request: OperationRequest<'unpin'>,
): OperationResponse<'unpin'> {
  const row = loadPin(ctx, request.id);
  requireOwnPin(ctx, row);
  statement(ctx.db, 'DELETE FROM pins WHERE id = ?').run(row.id);
  return {};
}
