/**
 * The order of a collection's items, computed locally the way the service computes it, so a
 * move can be shown at once and sent with the `newNextItemId` that ends in the same order.
 * Items are named by their `itemId`; every function is pure and returns a new array.
 */

/** A keyboard move of one item, as the item menu and the shortcuts offer it. */
export type MoveDirection = 'up' | 'down' | 'top' | 'bottom';

/** A move to send: the order it makes and the item that will follow the moved one. */
export interface PlannedMove {
  /** The order once the move is applied. */
  order: string[];
  /** The item that will follow the moved one; '' when it becomes the last item. */
  newNextItemId: string;
}

/** Keeps `index` within `0..length-1` (0 for an empty list). */
function clampIndex(index: number, length: number): number {
  if (length === 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), length - 1);
}

/**
 * Moves `itemId` so that it ends at `toIndex` of the resulting order (clamped to the list).
 * An unknown item leaves the order as it is.
 */
export function moveItem(order: readonly string[], itemId: string, toIndex: number): string[] {
  const from = order.indexOf(itemId);
  if (from < 0) return [...order];
  const rest = order.filter((id) => id !== itemId);
  const at = clampIndex(toIndex, order.length);
  return [...rest.slice(0, at), itemId, ...rest.slice(at)];
}

/**
 * Puts `itemId` right before `nextItemId`, or last when that is '' (what a planned move's
 * request asks of the service). An unknown item, or an unknown next item, leaves the order.
 */
export function placeBefore(
  order: readonly string[],
  itemId: string,
  nextItemId: string,
): string[] {
  if (!order.includes(itemId)) return [...order];
  const rest = order.filter((id) => id !== itemId);
  const at = nextItemId ? rest.indexOf(nextItemId) : rest.length;
  if (at < 0) return [...order];
  return [...rest.slice(0, at), itemId, ...rest.slice(at)];
}

/**
 * Plans "move `itemId` to `toIndex`": the new order and the request's `newNextItemId`; null
 * when the item is unknown or already there, so no write is sent for a move that changes nothing.
 */
export function planMove(
  order: readonly string[],
  itemId: string,
  toIndex: number,
): PlannedMove | null {
  const from = order.indexOf(itemId);
  if (from < 0) return null;
  const at = clampIndex(toIndex, order.length);
  if (at === from) return null;
  const moved = moveItem(order, itemId, at);
  return { order: moved, newNextItemId: moved[at + 1] ?? '' };
}

/** The index a keyboard move aims at, before clamping (up from the top stays at the top). */
export function targetIndex(
  order: readonly string[],
  itemId: string,
  direction: MoveDirection,
): number {
  const from = order.indexOf(itemId);
  switch (direction) {
    case 'up':
      return Math.max(from - 1, 0);
    case 'down':
      return Math.min(from + 1, order.length - 1);
    case 'top':
      return 0;
    case 'bottom':
      return order.length - 1;
  }
}

/** A removal: the order without the item, and what followed it (to undo at the same place). */
export interface PlannedRemoval {
  order: string[];
  /** The item that followed the removed one; '' when it was last. */
  nextItemId: string;
  /** Where it was. */
  index: number;
}

/** Plans the removal of `itemId`; null when it is not in the list. */
export function planRemoval(order: readonly string[], itemId: string): PlannedRemoval | null {
  const index = order.indexOf(itemId);
  if (index < 0) return null;
  return {
    order: order.filter((id) => id !== itemId),
    nextItemId: order[index + 1] ?? '',
    index,
  };
}

/**
 * Puts a removed item back: before `nextItemId` when that item is still there, otherwise at
 * its old index (clamped), so undo restores the place the person remembers.
 */
export function restoreItem(
  order: readonly string[],
  itemId: string,
  nextItemId: string,
  index: number,
): string[] {
  const rest = order.filter((id) => id !== itemId);
  const before = nextItemId ? rest.indexOf(nextItemId) : rest.length;
  const at = before >= 0 ? before : Math.min(Math.max(index, 0), rest.length);
  return [...rest.slice(0, at), itemId, ...rest.slice(at)];
}
