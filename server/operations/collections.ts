import type {
  Collection,
  CollectionItem,
  OperationRequest,
  OperationResponse,
} from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { HttpError } from '../http-error';
import { documentView, findDocument, ownsOrAdmin, permissionsView, personById } from '../views';

interface CollectionRow {
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

interface ItemRow {
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

/** Who may change a collection: admins always; otherwise not when admin-locked; then owner or everyone. */
function canEdit(ctx: RequestContext, row: CollectionRow): boolean {
  if (ctx.caller.isAdmin) return true;
  if (row.admin_locked) return false;
  return row.edit_scope === 'EVERYONE' || ownsOrAdmin(ctx.caller, row.owner_id);
}

function loadCollection(ctx: RequestContext, id: number): CollectionRow {
  const row = ctx.db.prepare('SELECT * FROM collections WHERE id = ?').get(id) as
    | CollectionRow
    | undefined;
  if (!row) throw new HttpError(404, `Collection ${id} not found`);
  return row;
}

function loadItems(ctx: RequestContext, id: number): ItemRow[] {
  return ctx.db
    .prepare('SELECT * FROM collection_items WHERE collection_id = ? ORDER BY position')
    .all(id) as ItemRow[];
}

/**
 * An item as the contract describes it. `mutableOnly` gives what move and delete answer: only
 * the properties a person can change (itemId, collectionId, name, description, icon, url,
 * documentId, itemType), as the specification says of those operations.
 */
function itemView(ctx: RequestContext, row: ItemRow, mutableOnly: boolean): CollectionItem {
  const item: CollectionItem = {
    itemId: row.item_id,
    collectionId: row.collection_id,
    itemType: row.item_type,
    name: row.name,
    description: row.description,
    icon: row.icon,
  };
  if (row.url) item.url = row.url;
  if (row.document_id) item.documentId = row.document_id;
  if (mutableOnly) return item;
  item.createdBy = personById(ctx.db, row.created_by, ctx.origin);
  item.createdAt = row.created_at;
  if (row.document_id) {
    const document = findDocument(ctx.db, row.document_id);
    if (document) {
      item.document = documentView(ctx.db, document, ctx.origin);
      item.url = item.document.url;
    }
  }
  return item;
}

/** A collection as the contract describes it, with items when asked. */
export function collectionView(
  ctx: RequestContext,
  row: CollectionRow,
  items: 'none' | 'full' | 'mutable',
): Collection {
  const itemRows = loadItems(ctx, row.id);
  const collection: Collection = {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    adminLocked: row.admin_locked === 1,
    parentId: 0,
    createTime: row.create_time,
    updateTime: row.update_time,
    creator: personById(ctx.db, row.owner_id, ctx.origin),
    updatedBy: personById(ctx.db, row.updated_by, ctx.origin),
    itemCount: itemRows.length,
    childCount: 0,
    permissions: permissionsView(
      canEdit(ctx, row),
      row.edit_scope === 'EVERYONE' ? 'GLOBAL' : 'OWN',
    ),
  };
  if (row.pin_category) {
    collection.pinMetadata = {
      existingPins: [{ category: row.pin_category, value: '', target: 'RESOURCE_CARD' }],
    };
  }
  if (items !== 'none')
    collection.items = itemRows.map((item) => itemView(ctx, item, items === 'mutable'));
  return collection;
}

function requireEdit(ctx: RequestContext, row: CollectionRow): void {
  if (canEdit(ctx, row)) return;
  throw new HttpError(
    403,
    row.admin_locked
      ? `Collection "${row.name}" is locked: only administrators can change it`
      : `You may not change collection "${row.name}"`,
  );
}

function touch(ctx: RequestContext, id: number): void {
  ctx.db
    .prepare('UPDATE collections SET update_time = ?, updated_by = ? WHERE id = ?')
    .run(new Date(ctx.now).toISOString(), ctx.caller.person.id, id);
}

/** Writes positions 0..n-1 in the given order. */
function writeOrder(ctx: RequestContext, collectionId: number, itemIds: string[]): void {
  const update = ctx.db.prepare(
    'UPDATE collection_items SET position = ? WHERE collection_id = ? AND item_id = ?',
  );
  for (const [position, itemId] of itemIds.entries()) update.run(position, collectionId, itemId);
}

/** Places `itemId` before `nextItemId` (or last) in `order`, which must not contain it. */
function insertBefore(
  order: string[],
  itemId: string,
  nextItemId: string | undefined,
  collectionId: number,
): string[] {
  if (!nextItemId) return [...order, itemId];
  const at = order.indexOf(nextItemId);
  if (at < 0)
    throw new HttpError(
      400,
      `newNextItemId: item ${nextItemId} is not in collection ${collectionId}`,
    );
  return [...order.slice(0, at), itemId, ...order.slice(at)];
}

export function listcollections(
  ctx: RequestContext,
  _request: OperationRequest<'listcollections'>,
): OperationResponse<'listcollections'> {
  const rows = ctx.db.prepare('SELECT * FROM collections ORDER BY name').all() as CollectionRow[];
  return { collections: rows.map((row) => collectionView(ctx, row, 'none')) };
}

export function getcollection(
  ctx: RequestContext,
  request: OperationRequest<'getcollection'>,
): OperationResponse<'getcollection'> {
  const row = ctx.db.prepare('SELECT * FROM collections WHERE id = ?').get(request.id) as
    | CollectionRow
    | undefined;
  if (!row) return { error: { errorCode: 'NOT_FOUND' } };
  const collection = collectionView(ctx, row, request.withItems ? 'full' : 'none');
  return { collection, rootCollection: collection, trackingToken: `col-${row.id}` };
}

export function createcollection(
  ctx: RequestContext,
  request: OperationRequest<'createcollection'>,
): OperationResponse<'createcollection'> {
  const name = request.name.trim();
  if (!name) throw new HttpError(400, 'name: must not be blank');
  if (ctx.db.prepare('SELECT 1 FROM collections WHERE name = ? COLLATE NOCASE').get(name)) {
    return { error: { errorCode: 'NAME_EXISTS' } };
  }
  if (request.adminLocked && !ctx.caller.isAdmin)
    throw new HttpError(403, 'Only administrators can lock a collection');
  const time = new Date(ctx.now).toISOString();
  const result = ctx.db
    .prepare(
      `INSERT INTO collections (name, description, icon, admin_locked, owner_id, create_time, update_time, updated_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
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

export function addcollectionitems(
  ctx: RequestContext,
  request: OperationRequest<'addcollectionitems'>,
): OperationResponse<'addcollectionitems'> {
  const row = loadCollection(ctx, request.collectionId);
  requireEdit(ctx, row);
  const items = loadItems(ctx, row.id);
  let order = items.map((item) => item.item_id);
  const counter = ctx.db.prepare("SELECT value FROM counters WHERE name = 'item'").get() as
    | { value: number }
    | undefined;
  let next =
    counter?.value ??
    (ctx.db.prepare('SELECT COUNT(*) AS n FROM collection_items').get() as { n: number }).n + 1000;
  const insert = ctx.db.prepare(
    `INSERT INTO collection_items (collection_id, item_id, position, item_type, name, description, icon, url, document_id, created_by, created_at)
     VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const descriptor of request.addedCollectionItemDescriptors) {
    const documentId = descriptor.documentId;
    if (documentId && !findDocument(ctx.db, documentId))
      throw new HttpError(400, `documentId: no document ${documentId}`);
    const itemType =
      descriptor.itemType ?? (documentId ? 'DOCUMENT' : descriptor.url ? 'URL' : 'TEXT');
    if (itemType === 'URL' && !descriptor.url)
      throw new HttpError(400, 'url: required for a URL item');
    if (itemType === 'DOCUMENT' && !documentId)
      throw new HttpError(400, 'documentId: required for a DOCUMENT item');
    const duplicate = items.some(
      (item) =>
        (documentId && item.document_id === documentId) ||
        (descriptor.url && item.url === descriptor.url),
    );
    if (duplicate) return { error: { errorType: 'EXISTING_ITEM' } };
    const itemId = `item-${next++}`;
    insert.run(
      row.id,
      itemId,
      itemType,
      descriptor.name ?? '',
      descriptor.description ?? '',
      descriptor.icon ?? '',
      descriptor.url ?? null,
      documentId ?? null,
      ctx.caller.person.id,
      new Date(ctx.now).toISOString(),
    );
    order = insertBefore(order, itemId, descriptor.newNextItemId, row.id);
  }
  ctx.db
    .prepare(
      "INSERT INTO counters (name, value) VALUES ('item', ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
    )
    .run(next);
  writeOrder(ctx, row.id, order);
  touch(ctx, row.id);
  return { collection: collectionView(ctx, row, 'full') };
}

function findItem(ctx: RequestContext, collectionId: number, itemId: string): ItemRow {
  const item = ctx.db
    .prepare('SELECT * FROM collection_items WHERE collection_id = ? AND item_id = ?')
    .get(collectionId, itemId) as ItemRow | undefined;
  if (!item) throw new HttpError(404, `Item ${itemId} not found in collection ${collectionId}`);
  return item;
}

export function editcollectionitem(
  ctx: RequestContext,
  request: OperationRequest<'editcollectionitem'>,
): OperationResponse<'editcollectionitem'> {
  const row = loadCollection(ctx, request.collectionId);
  requireEdit(ctx, row);
  const item = findItem(ctx, row.id, request.itemId);
  ctx.db
    .prepare(
      'UPDATE collection_items SET name = ?, description = ?, icon = ? WHERE collection_id = ? AND item_id = ?',
    )
    .run(
      request.name ?? item.name,
      request.description ?? item.description,
      request.icon ?? item.icon,
      row.id,
      item.item_id,
    );
  touch(ctx, row.id);
  return { collection: collectionView(ctx, row, 'full') };
}

export function movecollectionitem(
  ctx: RequestContext,
  request: OperationRequest<'movecollectionitem'>,
): OperationResponse<'movecollectionitem'> {
  const row = loadCollection(ctx, request.collectionId);
  requireEdit(ctx, row);
  findItem(ctx, row.id, request.itemId);
  if (request.newNextItemId === request.itemId)
    throw new HttpError(400, 'newNextItemId: an item cannot follow itself');
  const order = loadItems(ctx, row.id)
    .map((item) => item.item_id)
    .filter((id) => id !== request.itemId);
  writeOrder(
    ctx,
    row.id,
    insertBefore(order, request.itemId, request.newNextItemId || undefined, row.id),
  );
  touch(ctx, row.id);
  return { collection: collectionView(ctx, row, 'mutable') };
}

export function deletecollectionitem(
  ctx: RequestContext,
  request: OperationRequest<'deletecollectionitem'>,
): OperationResponse<'deletecollectionitem'> {
  if (!Number.isInteger(request.collectionId))
    throw new HttpError(400, 'collectionId: expected a whole number');
  const row = loadCollection(ctx, request.collectionId);
  requireEdit(ctx, row);
  const item = findItem(ctx, row.id, request.itemId);
  if (request.documentId && item.document_id !== request.documentId) {
    throw new HttpError(
      400,
      `documentId: item ${item.item_id} does not hold document ${request.documentId}`,
    );
  }
  ctx.db
    .prepare('DELETE FROM collection_items WHERE collection_id = ? AND item_id = ?')
    .run(row.id, item.item_id);
  writeOrder(
    ctx,
    row.id,
    loadItems(ctx, row.id).map((rest) => rest.item_id),
  );
  touch(ctx, row.id);
  return { collection: collectionView(ctx, row, 'mutable') };
}
