import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CollectionItem } from '../../shared/contract';
import { ApiError, toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import { outboxEntries } from '../../shared/storage/outbox-entries';
import { ask } from '../ask';
import { planMove, planRemoval, restoreItem, targetIndex } from '../collections/order';
import { collectionsPagePath } from '../collections/page-url';
import type { CollectionsController, ItemEdit, MoveTarget, UndoOffer } from '../collections/types';
import { itemUrl, toDetailView, toSummaryView } from '../collections/views';
import {
  createWriteQueue,
  type WriteKind,
  type WriteQueue,
  type WriteQueueEvents,
} from '../collections/write-queue';
import { useRead } from './use-read';

export type { CollectionsController } from '../collections/types';

/** How long a removal can be undone. */
const UNDO_MS = 8000;

/** The optimistic copy of the open collection while the person's writes are on their way. */
interface LocalState {
  collectionId: number;
  order: string[];
  items: Record<string, CollectionItem>;
  /** When the last write settled; a service answer fetched after it replaces this copy. */
  settledAt?: number;
}

interface PendingUndo {
  item: CollectionItem;
  nextItemId: string;
  index: number;
  /** The outbox entry of the removal, to discard it instead when it has not been sent yet. */
  entryId?: string;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The Collections screen's controller: reads through the background's cache, shows moves,
 * removals and edits at once, and queues each write through the outbox in the order the
 * person made them (every move is computed against the order already on screen). When the
 * service refuses one, the screen returns to the service's order and says why.
 *
 * `initialId` opens a collection at once (the full page takes it from its address); `fullPage`
 * leaves out the "open in a full page" action the popup offers.
 */
export function useCollections(
  options: { initialId?: number; fullPage?: boolean } = {},
): CollectionsController {
  const [openId, setOpenId] = useState<number | null>(options.initialId ?? null);
  const list = useRead({ kind: 'collections' });
  const detailRead = useRead(openId === null ? null : { kind: 'collection', id: openId });
  const [, setRenders] = useState(0);
  const rerender = () => setRenders((value) => value + 1);
  const [notice, setNotice] = useState<Notice | undefined>();
  const [announcement, setAnnouncement] = useState<string | undefined>();
  const [undoOffer, setUndoOffer] = useState<PendingUndo | undefined>();

  const local = useRef<LocalState | null>(null);
  // The queue calls back through this ref, so it always reaches this render's handlers.
  const events = useRef<WriteQueueEvents | null>(null);
  const queueRef = useRef<WriteQueue | null>(null);
  queueRef.current ??= createWriteQueue(
    (message) => ask('write', message),
    () => events.current as WriteQueueEvents,
    (error) => toApiError(error).message,
  );
  const queue = queueRef.current;
  /** Restored items' local ids to the ids the service gave them. */
  const restoredIds = useRef(new Map<string, string>());
  const restoreCounter = useRef(0);
  const serviceCollection = detailRead.value?.collection;
  const serviceRef = useRef(serviceCollection);
  serviceRef.current = serviceCollection;

  /** The copy to change: the local one, or a new one from the service's answer. */
  const current = (): LocalState | null => {
    if (local.current && local.current.collectionId === openId) return local.current;
    const collection = serviceRef.current;
    if (!collection || collection.id !== openId) return null;
    const items: Record<string, CollectionItem> = {};
    const order: string[] = [];
    for (const item of collection.items ?? []) {
      if (!item.itemId) continue;
      items[item.itemId] = item;
      order.push(item.itemId);
    }
    return { collectionId: collection.id, order, items };
  };

  const commit = (next: LocalState) => {
    local.current = { ...next, settledAt: undefined };
    rerender();
  };

  /** Back to what the service says: drop the local copy and the queued writes behind it. */
  const revert = () => {
    queue.dropQueued();
    local.current = null;
    rerender();
    detailRead.reload();
  };

  /** After the last write settles, ask the service again; its answer replaces the local copy. */
  const settleIfIdle = () => {
    if (queue.busy()) return;
    if (local.current) local.current.settledAt = Date.now();
    detailRead.reload();
    list.reload();
  };

  // A fresh answer that arrives after every write settled is the truth again.
  useEffect(() => {
    const copy = local.current;
    const { value, fetchedAt } = detailRead;
    if (!copy || !value || fetchedAt === undefined || queue.busy()) return;
    if (copy.settledAt !== undefined && fetchedAt >= copy.settledAt) {
      local.current = null;
      rerender();
    }
  }, [detailRead.value, detailRead.fetchedAt]);

  // Follow writes that waited in the outbox (offline, or service away) until they land.
  useEffect(() => outboxEntries.watch((entries) => queue.follow(entries)), []);

  // Leaving a collection forgets its local copy; writes already queued still go out in order.
  useEffect(() => {
    local.current = null;
    setNotice(undefined);
  }, [openId]);

  useEffect(() => () => clearTimeout(undoOffer?.timer), [undoOffer]);

  const nameOf = (itemId: string): string => {
    const item = current()?.items[itemId];
    return item?.name || t('collectionsUntitled');
  };
  const collectionName = () => serviceCollection?.name ?? '';

  const showFailure = (kind: WriteKind, name: string, reason: string) => {
    const message =
      kind === 'move'
        ? t('collectionsMoveFailed', [reason])
        : kind === 'remove'
          ? t('collectionsRemoveFailed', [name, reason])
          : kind === 'restore'
            ? t('collectionsUndoFailed', [name, reason])
            : t('collectionsEditFailed', [name, reason]);
    setNotice({ tone: 'error', message });
  };

  events.current = {
    // An edit refused at once is explained by its form; anything else reverts and says why.
    refused(kind, itemId, reason, later) {
      if (kind === 'edit' && !later) return;
      showFailure(kind, nameOf(itemId), reason);
      revert();
    },
    unbuildable(message) {
      setNotice({ tone: 'error', message });
      revert();
    },
    changed: rerender,
    idle: settleIfIdle,
  };

  /** The id to send for an item: a restored item's service id once known. */
  const serviceId = (itemId: string): string | undefined =>
    itemId.startsWith('local:') ? restoredIds.current.get(itemId) : itemId;

  const move = (itemId: string, target: MoveTarget) => {
    const copy = current();
    if (!copy || !serviceCollection?.permissions?.write?.update) return;
    const index =
      typeof target === 'string' ? targetIndex(copy.order, itemId, target) : target.index;
    const plan = planMove(copy.order, itemId, index);
    if (!plan) return;
    commit({ ...copy, order: plan.order });
    const collectionId = copy.collectionId;
    const name = nameOf(itemId);
    setAnnouncement(
      t('collectionsMovedAnnouncement', [name, plan.order.indexOf(itemId) + 1, plan.order.length]),
    );
    void queue.enqueue('move', itemId, () => {
      const id = serviceId(itemId);
      const next = plan.newNextItemId ? serviceId(plan.newNextItemId) : '';
      if (!id || next === undefined) return t('collectionsRestoreNotSaved');
      return {
        operation: 'movecollectionitem',
        request: { collectionId, itemId: id, newNextItemId: next },
        label: t('collectionsLabelMove', [name, collectionName()]),
      };
    });
  };

  const restore = (offer: PendingUndo) => {
    clearTimeout(offer.timer);
    setUndoOffer(undefined);
    const copy = current();
    if (!copy) return;
    const { item } = offer;
    const name = item.name || t('collectionsUntitled');
    if (offer.entryId && queue.untrack(offer.entryId)) {
      // The removal has not reached the service yet: dropping it is the exact undo.
      const entryId = offer.entryId;
      const id = item.itemId as string;
      commit({
        ...copy,
        items: { ...copy.items, [id]: item },
        order: restoreItem(copy.order, id, offer.nextItemId, offer.index),
      });
      ask('discardWrite', { id: entryId }).then(
        () => settleIfIdle(),
        (error) => {
          showFailure('restore', name, toApiError(error).message);
          revert();
        },
      );
      return;
    }
    restoreCounter.current += 1;
    const localId = `local:${restoreCounter.current}:${item.itemId}`;
    commit({
      ...copy,
      items: { ...copy.items, [localId]: { ...item, itemId: localId } },
      order: restoreItem(copy.order, localId, offer.nextItemId, offer.index),
    });
    const collectionId = copy.collectionId;
    const knownIds = new Set(Object.keys(copy.items));
    void queue.enqueue(
      'restore',
      localId,
      () => {
        const next = offer.nextItemId ? serviceId(offer.nextItemId) : '';
        return {
          operation: 'addcollectionitems',
          request: {
            collectionId,
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
                // An item that followed it and is gone now: put it back last.
                ...(next ? { newNextItemId: next } : {}),
              },
            ],
          },
          label: t('collectionsLabelRestore', [name, collectionName()]),
        };
      },
      (outcome) => {
        const items = (outcome.result as { collection?: { items?: CollectionItem[] } } | undefined)
          ?.collection?.items;
        const added = items?.find(
          (candidate) => candidate.itemId && !knownIds.has(candidate.itemId),
        );
        if (added?.itemId) restoredIds.current.set(localId, added.itemId);
      },
    );
  };

  const remove = (itemId: string) => {
    const copy = current();
    const item = copy?.items[itemId];
    if (!copy || !item || !serviceCollection?.permissions?.write?.delete) return;
    const plan = planRemoval(copy.order, itemId);
    if (!plan) return;
    const { [itemId]: _removed, ...items } = copy.items;
    commit({ ...copy, order: plan.order, items });
    const collectionId = copy.collectionId;
    const name = item.name || t('collectionsUntitled');
    clearTimeout(undoOffer?.timer);
    const offer: PendingUndo = {
      item,
      nextItemId: plan.nextItemId,
      index: plan.index,
      timer: setTimeout(() => setUndoOffer(undefined), UNDO_MS),
    };
    setUndoOffer(offer);
    void queue.enqueue(
      'remove',
      itemId,
      () => {
        const id = serviceId(itemId);
        if (!id) return t('collectionsRestoreNotSaved');
        return {
          operation: 'deletecollectionitem',
          request: {
            collectionId,
            itemId: id,
            ...(item.documentId ? { documentId: item.documentId } : {}),
          },
          label: t('collectionsLabelRemove', [name, collectionName()]),
        };
      },
      (outcome) => {
        offer.entryId = outcome.id;
      },
    );
  };

  const edit = async (itemId: string, changes: ItemEdit): Promise<string | null> => {
    const copy = current();
    const item = copy?.items[itemId];
    if (!copy || !item || !serviceCollection?.permissions?.write?.update) return null;
    const collectionId = copy.collectionId;
    const failure = await queue.enqueue('edit', itemId, () => {
      const id = serviceId(itemId);
      if (!id) return t('collectionsRestoreNotSaved');
      return {
        operation: 'editcollectionitem',
        request: {
          collectionId,
          itemId: id,
          name: changes.name,
          description: changes.description,
        },
        label: t('collectionsLabelEdit', [item.name || changes.name, collectionName()]),
      };
    });
    if (failure !== null) return failure;
    const latest = current();
    if (latest?.items[itemId]) {
      commit({
        ...latest,
        items: { ...latest.items, [itemId]: { ...latest.items[itemId], ...changes } },
      });
    }
    return null;
  };

  const openItem = (itemId: string) => {
    const item = current()?.items[itemId];
    const url = item ? itemUrl(item) : undefined;
    if (url) void browser.tabs.create({ url });
  };

  const pendingIds = queue.waitingItemIds();
  const copy = openId === null ? null : current();
  const undo: UndoOffer | undefined = undoOffer && {
    name: undoOffer.item.name || t('collectionsUntitled'),
    undo: () => restore(undoOffer),
    dismiss: () => {
      clearTimeout(undoOffer.timer);
      setUndoOffer(undefined);
    },
  };

  return {
    list: {
      value: list.value?.collections?.map(toSummaryView),
      loading: list.loading,
      error: list.error,
    },
    reloadList: list.reload,
    openId,
    open: (id) => setOpenId(id),
    close: () => setOpenId(null),
    detail: {
      value:
        serviceCollection && copy && serviceCollection.id === openId
          ? toDetailView(serviceCollection, copy.order, copy.items, pendingIds)
          : undefined,
      loading: openId !== null && detailRead.loading,
      error:
        detailRead.error ??
        (detailRead.value && !serviceCollection
          ? new ApiError({ kind: 'not-found', message: t('collectionsNotFound') })
          : undefined),
    },
    reloadDetail: detailRead.reload,
    move,
    remove,
    edit,
    openItem,
    undo,
    announcement,
    notice,
    dismissNotice: () => setNotice(undefined),
    ...(options.fullPage
      ? {}
      : {
          openFullPage: () => {
            void browser.tabs.create({
              url: browser.runtime.getURL(collectionsPagePath(openId) as '/collections.html'),
            });
          },
        }),
  };
}
