/**
 * Applies a move the way the service does: takes `itemId` out and puts it before
 * `newNextItemId`, or last when that is empty. Throws when the next item is not in the list
 * (the service refuses that too), so a wrong plan cannot pass silently in tests. The tests of
 * the collection order, of the Collections hook and of the reference service replay the moves
 * the extension plans with it.
 */
export function applyMoveRequest(
  order: readonly string[],
  itemId: string,
  newNextItemId: string | undefined,
): string[] {
  const rest = order.filter((id) => id !== itemId);
  if (!newNextItemId) return [...rest, itemId];
  const at = rest.indexOf(newNextItemId);
  if (at < 0) throw new Error(`Item ${newNextItemId} is not in the list`);
  return [...rest.slice(0, at), itemId, ...rest.slice(at)];
}
