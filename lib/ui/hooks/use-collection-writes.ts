import { useEffect, useRef, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import { outboxEntries } from '../../shared/storage/outbox-entries';
import { ask } from '../ask';
import {
  copyOf,
  createRestoredIds,
  withChanges,
  withoutItem,
  withRestored,
} from '../collections/local-copy';
import { planMove, planRemoval, targetIndex } from '../collections/order';
import {
  addedItemId,
  editWrite,
  itemName,
  moveWrite,
  removeWrite,
  restoreWrite,
  type WriteTarget,
  writeFailure,
} from '../collections/requests';
import type { CollectionWrites, ItemEdit, LocalCopy, MoveTarget } from '../collections/types';
import { offerUndo, type PendingUndo } from '../collections/undo';
import {
  createWriteQueue,
  type WriteKind,
  type WriteQueueEvents,
} from '../collections/write-queue';
import type { ReadState } from './use-read';

/**
 * Shows moves, removals and edits of the open collection at once and queues each write through
 * the outbox in the order the person made them (every move is computed against the order
 * already on screen). When the service refuses one, a notice says why, the writes behind it
 * still go out, and the copy returns to the service's order once all of them settled. Reads are the caller's (`detail` for the open collection, `list` to
 * refresh the counts once everything settled).
 */
export function useCollectionWrites(
  openId: number | null,
  detail: ReadState<'collection'>,
  list: ReadState<'collections'>,
): CollectionWrites {
  const [, setRenders] = useState(0);
  const rerender = () => setRenders((value) => value + 1);
  const [notice, setNotice] = useState<Notice | undefined>();
  const [announcement, setAnnouncement] = useState<string | undefined>();
  const [undoOffer, setUndoOffer] = useState<PendingUndo | undefined>();
  const local = useRef<LocalCopy | null>(null);
  // The queue calls back through this ref, so it always reaches this render's handlers.
  const events = useRef<WriteQueueEvents | null>(null);
  const [queue] = useState(() =>
    createWriteQueue(
      (message) => ask('write', message),
      () => events.current as WriteQueueEvents,
      (error) => toApiError(error).message,
    ),
  );
  const [restoredIds] = useState(createRestoredIds);
  const serviceCollection = detail.value?.collection;
  const serviceRef = useRef(serviceCollection);
  serviceRef.current = serviceCollection;
  const targetOf = (copy: LocalCopy): WriteTarget => ({
    collectionId: copy.collectionId,
    collectionName: serviceCollection?.name ?? '',
  });

  const current = (): LocalCopy | null => {
    if (local.current && local.current.collectionId === openId) return local.current;
    const collection = serviceRef.current;
    return collection && collection.id === openId ? copyOf(collection) : null;
  };
  const commit = (next: LocalCopy) => {
    local.current = { ...next, settledAt: undefined };
    rerender();
  };
  /**
   * Back to what the service says, without losing anything the person did since: the moves
   * queued behind the refused one are theirs and still go out, and the screen keeps the latest
   * local copy (never the older cached list) until a fresh read, made once every write has
   * settled, replaces it (see `settleIfIdle` and the effect below).
   */
  const revert = () => {
    if (local.current) local.current.settledAt = undefined;
    rerender();
  };
  /** After the last write settles, ask the service again; its answer replaces the local copy. */
  const settleIfIdle = () => {
    if (queue.busy()) return;
    if (local.current) local.current.settledAt = Date.now();
    detail.reload();
    list.reload();
  };
  const showFailure = (kind: WriteKind, name: string, reason: string) =>
    setNotice({ tone: 'error', message: writeFailure(kind, name, reason) });

  // A fresh answer that arrives after every write settled is the truth again.
  useEffect(() => {
    const copy = local.current;
    const { value, fetchedAt } = detail;
    if (!copy || !value || fetchedAt === undefined || queue.busy()) return;
    if (copy.settledAt !== undefined && fetchedAt >= copy.settledAt) {
      local.current = null;
      rerender();
    }
  }, [detail.value, detail.fetchedAt]);
  // Follow writes that waited in the outbox (offline, or service away) until they land.
  useEffect(() => outboxEntries.watch((entries) => queue.follow(entries)), []);
  // Leaving a collection forgets its local copy; writes already queued still go out in order.
  useEffect(() => {
    local.current = null;
    setNotice(undefined);
  }, [openId]);
  useEffect(() => () => clearTimeout(undoOffer?.timer), [undoOffer]);

  events.current = {
    // An edit refused at once is explained by its form; anything else reverts and says why.
    refused(kind, itemId, reason, later) {
      if (kind === 'edit' && !later) return;
      showFailure(kind, itemName(current()?.items[itemId]), reason);
      revert();
    },
    unbuildable(message) {
      setNotice({ tone: 'error', message });
      revert();
    },
    changed: rerender,
    idle: settleIfIdle,
  };

  const move = (itemId: string, to: MoveTarget) => {
    const copy = current();
    if (!copy || !serviceCollection?.permissions?.write?.update) return;
    const index = typeof to === 'string' ? targetIndex(copy.order, itemId, to) : to.index;
    const plan = planMove(copy.order, itemId, index);
    if (!plan) return;
    commit({ ...copy, order: plan.order });
    const at = targetOf(copy);
    const name = itemName(copy.items[itemId]);
    setAnnouncement(
      t('collectionsMovedAnnouncement', [name, plan.order.indexOf(itemId) + 1, plan.order.length]),
    );
    void queue.enqueue('move', itemId, () => {
      const id = restoredIds.serviceId(itemId);
      const next = plan.newNextItemId ? restoredIds.serviceId(plan.newNextItemId) : '';
      if (!id || next === undefined) return t('collectionsRestoreNotSaved');
      return moveWrite(at, id, next, name);
    });
  };

  const restore = (offer: PendingUndo) => {
    clearTimeout(offer.timer);
    setUndoOffer(undefined);
    const copy = current();
    if (!copy) return;
    const { item } = offer;
    if (offer.entryId && queue.untrack(offer.entryId)) {
      // The removal has not reached the service yet: dropping it is the exact undo.
      commit(withRestored(copy, item.itemId as string, item, offer));
      ask('discardWrite', { id: offer.entryId }).then(
        () => settleIfIdle(),
        (error) => {
          showFailure('restore', itemName(item), toApiError(error).message);
          revert();
        },
      );
      return;
    }
    const localId = restoredIds.next(item.itemId as string);
    commit(withRestored(copy, localId, item, offer));
    const at = targetOf(copy);
    const knownIds = new Set(Object.keys(copy.items));
    void queue.enqueue(
      'restore',
      localId,
      // An item that followed it and is gone now (no id to send): put it back last.
      () =>
        restoreWrite(at, item, (offer.nextItemId && restoredIds.serviceId(offer.nextItemId)) || ''),
      (outcome) => {
        const added = addedItemId(outcome.result, knownIds);
        if (added) restoredIds.learn(localId, added);
      },
    );
  };

  const remove = (itemId: string) => {
    const copy = current();
    const item = copy?.items[itemId];
    if (!copy || !item || !serviceCollection?.permissions?.write?.delete) return;
    const plan = planRemoval(copy.order, itemId);
    if (!plan) return;
    commit(withoutItem(copy, itemId, plan.order));
    const at = targetOf(copy);
    clearTimeout(undoOffer?.timer);
    const offer = offerUndo(item, plan, () => setUndoOffer(undefined));
    setUndoOffer(offer);
    void queue.enqueue(
      'remove',
      itemId,
      () => {
        const id = restoredIds.serviceId(itemId);
        return id ? removeWrite(at, id, item) : t('collectionsRestoreNotSaved');
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
    const at = targetOf(copy);
    const failure = await queue.enqueue('edit', itemId, () => {
      const id = restoredIds.serviceId(itemId);
      if (!id) return t('collectionsRestoreNotSaved');
      return editWrite(at, id, changes, item.name || changes.name);
    });
    if (failure !== null) return failure;
    const latest = current();
    if (latest?.items[itemId]) commit(withChanges(latest, itemId, changes));
    return null;
  };

  return {
    current,
    move,
    remove,
    edit,
    undo: undoOffer && {
      name: itemName(undoOffer.item),
      undo: () => restore(undoOffer),
      dismiss: () => {
        clearTimeout(undoOffer.timer);
        setUndoOffer(undefined);
      },
    },
    announcement,
    notice,
    dismissNotice: () => setNotice(undefined),
    pendingIds: queue.waitingItemIds(),
  };
}
