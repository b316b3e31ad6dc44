import type { Collection, CollectionItem } from '../../../lib/shared/contract';
import type { RequestContext } from '../../context';
import { statement } from '../../db/statements';
import { documentView, findDocument, permissionsView, personById } from '../../views';
import { canEdit } from './access';
import { type CollectionRow, type ItemRow, loadItems } from './rows';

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
  // Without items, only their number: a count from the index, not every row.
  const itemRows = items === 'none' ? undefined : loadItems(ctx, row.id);
  const itemCount =
    itemRows?.length ??
    (
      statement(ctx.db, 'SELECT COUNT(*) AS n FROM collection_items WHERE collection_id = ?').get(
        row.id,
      ) as { n: number }
    ).n;
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
    itemCount,
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
  if (itemRows) collection.items = itemRows.map((item) => itemView(ctx, item, items === 'mutable'));
  return collection;
}
