import type { RequestContext } from '../../context';
import { statement } from '../../db/statements';
import { HttpError } from '../../http-error';

/** Writes positions 0..n-1 in the given order. */
export function writeOrder(ctx: RequestContext, collectionId: number, itemIds: string[]): void {
  const update = statement(
    ctx.db,
    // Only rows whose position changes are written: a move shifts a few items, and each row
    // rewritten was a page written to the log at every commit.
    'UPDATE collection_items SET position = ? WHERE collection_id = ? AND item_id = ? AND position IS NOT ?',
  );
  for (const [position, itemId] of itemIds.entries())
    update.run(position, collectionId, itemId, position);
}

/**
 * Places `itemId` before `nextItemId` (or last) in `order`, which must not contain it.
 * A 400 naming the field when `nextItemId` is not in the collection.
 */
export function insertBefore(
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
