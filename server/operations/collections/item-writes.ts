import type { OperationRequest, OperationResponse } from '../../../lib/shared/contract';
import type { RequestContext } from '../../context';
import { statement } from '../../db/statements';
import { HttpError } from '../../http-error';
import { findDocument } from '../../views';
import { requireEdit } from './access';
import { insertBefore, writeOrder } from './order';
import { findItem, loadCollection, loadItems } from './rows';
import { collectionView } from './view';

/** Records who changed the collection last, and when: every item write does. */
function touch(ctx: RequestContext, id: number): void {
  statement(ctx.db, 'UPDATE collections SET update_time = ?, updated_by = ? WHERE id = ?').run(
    new Date(ctx.now).toISOString(),
    ctx.caller.person.id,
    id,
  );
}

type Descriptor = OperationRequest<'addcollectionitems'>['addedCollectionItemDescriptors'][number];

/** The descriptor's item type, after checking it names what that type needs (400 if not). */
function checkedItemType(ctx: RequestContext, descriptor: Descriptor): string {
  const documentId = descriptor.documentId;
  if (documentId && !findDocument(ctx.db, documentId))
    throw new HttpError(400, `documentId: no document ${documentId}`);
  const itemType =
    descriptor.itemType ?? (documentId ? 'DOCUMENT' : descriptor.url ? 'URL' : 'TEXT');
  if (itemType === 'URL' && !descriptor.url)
    throw new HttpError(400, 'url: required for a URL item');
  if (itemType === 'DOCUMENT' && !documentId)
    throw new HttpError(400, 'documentId: required for a DOCUMENT item');
  return itemType;
}

/**
 * Adds items, each before its `newNextItemId` (or last). All or nothing: every descriptor is
 * checked before anything is written, so an item already there (same document or URL), or
 * listed twice in this request, answers EXISTING_ITEM in the body with nothing saved, and a
 * 400 for a later item leaves the earlier ones unsaved too (the call runs in one transaction).
 * New item ids come from the `item` counter.
 */
export function addcollectionitems(
  ctx: RequestContext,
  request: OperationRequest<'addcollectionitems'>,
): OperationResponse<'addcollectionitems'> {
  const row = loadCollection(ctx, request.collectionId);
  requireEdit(ctx, row);
  const items = loadItems(ctx, row.id);
  const seenDocuments = new Set(items.map((item) => item.document_id).filter(Boolean));
  const seenUrls = new Set(items.map((item) => item.url).filter(Boolean));
  const itemTypes: string[] = [];
  for (const { documentId, url } of request.addedCollectionItemDescriptors) {
    if ((documentId && seenDocuments.has(documentId)) || (url && seenUrls.has(url)))
      return { error: { errorType: 'EXISTING_ITEM' } };
    if (documentId) seenDocuments.add(documentId);
    if (url) seenUrls.add(url);
  }
  for (const descriptor of request.addedCollectionItemDescriptors)
    itemTypes.push(checkedItemType(ctx, descriptor));

  let order = items.map((item) => item.item_id);
  const counter = statement(ctx.db, "SELECT value FROM counters WHERE name = 'item'").get() as
    | { value: number }
    | undefined;
  let next =
    counter?.value ??
    (statement(ctx.db, 'SELECT COUNT(*) AS n FROM collection_items').get() as { n: number }).n +
      1000;
  const insert = statement(
    ctx.db,
    `INSERT INTO collection_items (collection_id, item_id, position, item_type, name, description, icon, url, document_id, created_by, created_at)
     VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [index, descriptor] of request.addedCollectionItemDescriptors.entries()) {
    const itemId = `item-${next++}`;
    insert.run(
      row.id,
      itemId,
      itemTypes[index],
      descriptor.name ?? '',
      descriptor.description ?? '',
      descriptor.icon ?? '',
      // An empty address or document id names nothing (and '' would break the foreign key).
      descriptor.url || null,
      descriptor.documentId || null,
      ctx.caller.person.id,
      new Date(ctx.now).toISOString(),
    );
    order = insertBefore(order, itemId, descriptor.newNextItemId, row.id);
  }
  statement(
    ctx.db,
    "INSERT INTO counters (name, value) VALUES ('item', ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
  ).run(next);
  writeOrder(ctx, row.id, order);
  touch(ctx, row.id);
  return { collection: collectionView(ctx, row, 'full') };
}

/** Renames, re-describes or re-icons an item; what is left out stays. */
export function editcollectionitem(
  ctx: RequestContext,
  request: OperationRequest<'editcollectionitem'>,
): OperationResponse<'editcollectionitem'> {
  const row = loadCollection(ctx, request.collectionId);
  requireEdit(ctx, row);
  const item = findItem(ctx, row.id, request.itemId);
  statement(
    ctx.db,
    'UPDATE collection_items SET name = ?, description = ?, icon = ? WHERE collection_id = ? AND item_id = ?',
  ).run(
    request.name ?? item.name,
    request.description ?? item.description,
    request.icon ?? item.icon,
    row.id,
    item.item_id,
  );
  touch(ctx, row.id);
  return { collection: collectionView(ctx, row, 'full') };
}

/** Moves an item before `newNextItemId`, or to the end when that is empty. */
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

/** Removes an item (checking `documentId` when given) and closes the gap in the order. */
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
  statement(ctx.db, 'DELETE FROM collection_items WHERE collection_id = ? AND item_id = ?').run(
    row.id,
    item.item_id,
  );
  writeOrder(
    ctx,
    row.id,
    loadItems(ctx, row.id).map((rest) => rest.item_id),
  );
  touch(ctx, row.id);
  return { collection: collectionView(ctx, row, 'mutable') };
}
