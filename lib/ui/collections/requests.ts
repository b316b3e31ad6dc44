import type { CollectionItem } from '../../shared/contract';
import { t } from '../../shared/i18n';
import type { WriteMessage } from '../../shared/messages/messenger';
import type { ItemEdit } from './types';
import type { WriteKind } from './write-queue';

/**
 * The writes the Collections screen queues, as the outbox takes them: the operation, its
 * request, and what the person did in words (shown in the outbox list). Ids are the service's:
 * callers resolve restored items' local ids before building.
 */

/** Which collection a write is about, and its name for the write's label. */
export interface WriteTarget {
  collectionId: number;
  collectionName: string;
}

/** An item's name as the screen says it. */
export function itemName(item: Pick<CollectionItem, 'name'> | undefined): string {
  return item?.name || t('collectionsUntitled');
}

/** Moves `itemId` before `newNextItemId` ('' makes it last), as the local order already shows. */
export function moveWrite(
  target: WriteTarget,
  itemId: string,
  newNextItemId: string,
  name: string,
): WriteMessage {
  return {
    operation: 'movecollectionitem',
    request: { collectionId: target.collectionId, itemId, newNextItemId },
    label: t('collectionsLabelMove', [name, target.collectionName]),
  };
}

/** Removes an item; a document item names its document too, as the service asks. */
export function removeWrite(
  target: WriteTarget,
  itemId: string,
  item: CollectionItem,
): WriteMessage {
  return {
    operation: 'deletecollectionitem',
    request: {
      collectionId: target.collectionId,
      itemId,
      ...(item.documentId ? { documentId: item.documentId } : {}),
    },
    label: t('collectionsLabelRemove', [itemName(item), target.collectionName]),
  };
}

/**
 * Adds a removed item back (the undo of a removal already sent): the same document, address or
 * text, before `newNextItemId`, or last when the item that followed it is gone too.
 */
export function restoreWrite(
  target: WriteTarget,
  item: CollectionItem,
  newNextItemId: string,
): WriteMessage {
  return {
    operation: 'addcollectionitems',
    request: {
      collectionId: target.collectionId,
      addedCollectionItemDescriptors: [
        {
          name: item.name,
          description: item.description,
          ...(item.icon ? { icon: item.icon } : {}),
          ...(item.documentId
            ? { documentId: item.documentId, itemType: 'DOCUMENT' }
            : item.url
              ? { url: item.url, itemType: 'URL' }
              : { itemType: 'TEXT' }),
          ...(newNextItemId ? { newNextItemId } : {}),
        },
      ],
    },
    label: t('collectionsLabelRestore', [itemName(item), target.collectionName]),
  };
}

/** Changes an item's name and description; `name` is what the item was called before. */
export function editWrite(
  target: WriteTarget,
  itemId: string,
  changes: ItemEdit,
  name: string,
): WriteMessage {
  return {
    operation: 'editcollectionitem',
    request: {
      collectionId: target.collectionId,
      itemId,
      name: changes.name,
      description: changes.description,
    },
    label: t('collectionsLabelEdit', [name, target.collectionName]),
  };
}

/** The id the service gave a restored item: the one in its answer that was not there before. */
export function addedItemId(result: unknown, knownIds: ReadonlySet<string>): string | undefined {
  const items = (result as { collection?: { items?: CollectionItem[] } } | undefined)?.collection
    ?.items;
  return items?.find((candidate) => candidate.itemId && !knownIds.has(candidate.itemId))?.itemId;
}

/** Why a write failed, in a sentence that names what the person did. */
export function writeFailure(kind: WriteKind, name: string, reason: string): string {
  switch (kind) {
    case 'move':
      return t('collectionsMoveFailed', [reason]);
    case 'remove':
      return t('collectionsRemoveFailed', [name, reason]);
    case 'restore':
      return t('collectionsUndoFailed', [name, reason]);
    default:
      return t('collectionsEditFailed', [name, reason]);
  }
}
