import type { Collection, CollectionItem } from '../../shared/contract';
import { restoreItem } from './order';
import type { ItemEdit, LocalCopy } from './types';

/** A copy of the service's answer (items without an id cannot be shown or changed). */
export function copyOf(collection: Collection): LocalCopy {
  const items: Record<string, CollectionItem> = {};
  const order: string[] = [];
  for (const item of collection.items ?? []) {
    if (!item.itemId) continue;
    items[item.itemId] = item;
    order.push(item.itemId);
  }
  return { collectionId: collection.id, order, items };
}

/** The copy without `itemId`, in the order its removal was planned with. */
export function withoutItem(copy: LocalCopy, itemId: string, order: string[]): LocalCopy {
  const { [itemId]: _removed, ...items } = copy.items;
  return { ...copy, order, items };
}

/**
 * The copy with a removed item back as `id`: before the item that followed it, or at its old
 * index when that one is gone too (see `restoreItem`).
 */
export function withRestored(
  copy: LocalCopy,
  id: string,
  item: CollectionItem,
  place: { nextItemId: string; index: number },
): LocalCopy {
  return {
    ...copy,
    items: { ...copy.items, [id]: { ...item, itemId: id } },
    order: restoreItem(copy.order, id, place.nextItemId, place.index),
  };
}

/** The copy with an item's new name and description, once the service took them. */
export function withChanges(copy: LocalCopy, itemId: string, changes: ItemEdit): LocalCopy {
  const item = copy.items[itemId];
  if (!item) return copy;
  return { ...copy, items: { ...copy.items, [itemId]: { ...item, ...changes } } };
}

/**
 * Ids for restored items. A restored item is shown at once under a local id (`local:…`); the
 * service names it when the restore is answered, and later writes about it use that name.
 */
export interface RestoredIds {
  /** A new local id for a restored copy of `itemId`. */
  next(itemId: string): string;
  /** Records the id the service gave a restored item. */
  learn(localId: string, serviceId: string): void;
  /** The id to send for an item: its own, or a restored item's service id once known. */
  serviceId(itemId: string): string | undefined;
}

/** Creates the screen's record of restored items' ids. */
export function createRestoredIds(): RestoredIds {
  const known = new Map<string, string>();
  let counter = 0;
  return {
    next(itemId) {
      counter += 1;
      return `local:${counter}:${itemId}`;
    },
    learn: (localId, serviceId) => void known.set(localId, serviceId),
    serviceId: (itemId) => (itemId.startsWith('local:') ? known.get(itemId) : itemId),
  };
}
