import type { RequestContext } from '../../context';
import { statement } from '../../db/statements';
import { HttpError } from '../../http-error';

/** A row of the `collections` table. */
export interface CollectionRow {
  id: number;
  name: string;
  description: string;
  icon: string;
  admin_locked: number;
  owner_id: string;
  edit_scope: string;
  pin_category: string | null;
  create_time: string;
  update_time: string;
  updated_by: string;
}

/** A row of the `collection_items` table. */
export interface ItemRow {
  collection_id: number;
  item_id: string;
  position: number;
  item_type: string;
  name: string;
  description: string;
  icon: string;
  url: string | null;
  document_id: string | null;
  created_by: string;
  created_at: string;
}

/** The collection a write refers to; a 404 when there is none. */
export function loadCollection(ctx: RequestContext, id: number): CollectionRow {
  const row = statement(ctx.db, 'SELECT * FROM collections WHERE id = ?').get(id) as
    | CollectionRow
    | undefined;
  if (!row) throw new HttpError(404, `Collection ${id} not found`);
  return row;
}

/** A collection's items, in their order. */
export function loadItems(ctx: RequestContext, id: number): ItemRow[] {
  return statement(
    ctx.db,
    'SELECT * FROM collection_items WHERE collection_id = ? ORDER BY position',
  ).all(id) as ItemRow[];
}

/** The item a write refers to; a 404 naming it when the collection does not hold it. */
export function findItem(ctx: RequestContext, collectionId: number, itemId: string): ItemRow {
  const item = statement(
    ctx.db,
    'SELECT * FROM collection_items WHERE collection_id = ? AND item_id = ?',
  ).get(collectionId, itemId) as ItemRow | undefined;
  if (!item) throw new HttpError(404, `Item ${itemId} not found in collection ${collectionId}`);
  return item;
}
