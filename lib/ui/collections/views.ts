import type { Collection, CollectionItem } from '../../shared/contract';
import { safeHttpUrl } from '../../shared/urls/http-url';
import type {
  CollectionDetailView,
  CollectionItemView,
  CollectionSummaryView,
  ReadOnlyReason,
} from './types';

/**
 * Whether the person may change a collection's items. The service fills `permissions.write`
 * for the caller (administrators always; locked collections only administrators; otherwise the
 * owner, or everyone when it is shared for editing); moving and editing are updates.
 */
function canEditItems(collection: Collection): boolean {
  const write = collection.permissions?.write;
  return Boolean(write?.update);
}

/** Why a collection is read-only for the person, or undefined when they may change it. */
export function readOnlyReason(collection: Collection): ReadOnlyReason | undefined {
  if (canEditItems(collection)) return undefined;
  return collection.adminLocked ? 'adminLocked' : 'noPermission';
}

/** A collection as the list shows it. */
export function toSummaryView(collection: Collection): CollectionSummaryView {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    icon: collection.icon ?? '',
    itemCount: collection.itemCount ?? collection.items?.length ?? 0,
    adminLocked: collection.adminLocked === true,
    canEdit: canEditItems(collection),
  };
}

/**
 * The http(s) address an item opens: its own URL, or its document's. Anything else (a
 * `javascript:` URL from a misbehaving service) opens nothing.
 */
export function itemUrl(item: CollectionItem): string | undefined {
  return safeHttpUrl(item.url) ?? safeHttpUrl(item.document?.url);
}

/** An item ready to show. */
function toItemView(item: CollectionItem, pending: boolean): CollectionItemView {
  return {
    id: item.itemId ?? '',
    name: item.name || item.document?.title || '',
    description: item.description ?? '',
    icon: item.icon ?? '',
    url: itemUrl(item),
    type: item.itemType,
    pending,
  };
}

/** The open collection in the given (possibly optimistic) order. */
export function toDetailView(
  collection: Collection,
  order: readonly string[],
  items: Readonly<Record<string, CollectionItem>>,
  pendingIds: ReadonlySet<string>,
): CollectionDetailView {
  const reason = readOnlyReason(collection);
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    icon: collection.icon ?? '',
    items: order.flatMap((id) => {
      const item = items[id];
      return item ? [toItemView(item, pendingIds.has(id))] : [];
    }),
    canEdit: reason === undefined,
    ...(reason ? { readOnlyReason: reason } : {}),
  };
}
