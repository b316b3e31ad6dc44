import { useEffect, useRef, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import { outboxEntries } from '../../shared/storage/outbox-entries';
import { ask } from '../ask';
import { askWrite } from '../ask-write';
import { createRestoredIds } from '../collections/local-copy';
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
import { usePendingChanges } from './use-pending-changes';
import type { ReadState } from './use-read';

/**
 * Shows moves, removals and edits of the open collection at once and queues each write through
 * the outbox in the order the person made them (every move is computed against the order
 * already on screen). What is shown is always the newest read (by when it was asked) with the
 * changes it does not hold yet replayed on it (`shownCopy`): a change is replayed until a read
 * asked after the service took it is shown; a refused one is dropped at once, with a notice
 * that says why, and the writes behind it still go out. Reads are the caller's (`detail` for
 * the open collection, `list` to refresh the counts once everything settled).
 */
export function useCollectionWrites(
  openId: number | null,
  detail: ReadState<'collection'>,
  list: ReadState<'collections'>,
): CollectionWrites {
  const [, setRenders] = useState(0);
  const rerender = () => setRenders((value) => value + 1);
  const [restoredIds] = useState(createRestoredIds);
  const { current, commit, drop } = usePendingChanges(openId, detail, restoredIds.serviceId);
  const [notice, setNotice] = useState<Notice | undefined>();
  const [announcement, setAnnouncement] = useState<string | undefined>();
  const [undoOffer, setUndoOffer] = useState<PendingUndo | undefined>();
  // The queue calls back through this ref, so it always reaches this render's handlers.
  const events = useRef<WriteQueueEvents | null>(null);
  const [queue] = useState(() =>
    createWriteQueue(
      askWrite,
      () => events.current as WriteQueueEvents,
      (error) => toApiError(error).message,
    ),
  );
  const serviceCollection = detail.value?.collection;
  const targetOf = (copy: LocalCopy): WriteTarget => ({
    collectionId: copy.collectionId,
    collectionName: serviceCollection?.name ?? '',
  });

  /** After the last write settles, ask the service again, for the counts and others' changes. */
  const settleIfIdle = () => {
    if (queue.busy()) return;
    detail.reload();
    list.reload();
  };
  const showFailure = (kind: WriteKind, name: string, reason: string) =>
    setNotice({ tone: 'error', message: writeFailure(kind, name, reason) });

  // Follow writes that waited in the outbox (offline, or service away) until they land.
  useEffect(() => outboxEntries.watch((entries) => queue.follow(entries)), []);
  // Leaving a collection clears its notice; its writes still go out, and its changes are kept
  // (per collection) until a read holds them.
  useEffect(() => setNotice(undefined), [openId]);
  useEffect(() => () => clearTimeout(undoOffer?.timer), [undoOffer]);

  events.current = {
    // An edit refused at once is explained by its form; anything else says why (the refused
    // change is no longer replayed, so the screen is back to the service's state for it).
    refused(kind, itemId, reason, later) {
      if (kind === 'edit' && !later) return;
      showFailure(kind, itemName(current()?.items[itemId]), reason);
    },
    unbuildable(message) {
      setNotice({ tone: 'error', message });
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
    const settle = commit(copy, { kind: 'move', itemId, nextItemId: plan.newNextItemId });
    const at = targetOf(copy);
    const name = itemName(copy.items[itemId]);
    setAnnouncement(
      t('collectionsMovedAnnouncement', [name, plan.order.indexOf(itemId) + 1, plan.order.length]),
    );
    void queue.enqueue(
      'move',
      itemId,
      () => {
        const id = restoredIds.serviceId(itemId);
        const next = plan.newNextItemId ? restoredIds.serviceId(plan.newNextItemId) : '';
        if (!id || next === undefined) return t('collectionsRestoreNotSaved');
        return moveWrite(at, id, next, name);
      },
      undefined,
      settle,
    );
  };

  const restore = (offer: PendingUndo) => {
    clearTimeout(offer.timer);
    setUndoOffer(undefined);
    const copy = current();
    if (!copy) return;
    const { item } = offer;
    if (offer.entryId && queue.untrack(offer.entryId)) {
      // The removal has not reached the service yet: dropping it is the exact undo.
      drop((change) => change.kind === 'remove' && change.itemId === item.itemId);
      ask('discardWrite', { id: offer.entryId }).then(
        () => settleIfIdle(),
        (error) => {
          showFailure('restore', itemName(item), toApiError(error).message);
          settleIfIdle();
        },
      );
      return;
    }
    const localId = restoredIds.next(item.itemId as string);
    const { nextItemId, index } = offer;
    const settle = commit(copy, { kind: 'restore', localId, item, nextItemId, index });
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
      settle,
    );
  };

  const remove = (itemId: string) => {
    const copy = current();
    const item = copy?.items[itemId];
    if (!copy || !item || !serviceCollection?.permissions?.write?.delete) return;
    const plan = planRemoval(copy.order, itemId);
    if (!plan) return;
    const settle = commit(copy, { kind: 'remove', itemId });
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
      settle,
    );
  };

  const edit = async (itemId: string, changes: ItemEdit): Promise<string | null> => {
    const copy = current();
    const item = copy?.items[itemId];
    if (!copy || !item || !serviceCollection?.permissions?.write?.update) return null;
    const at = targetOf(copy);
    // Shown once the service took it, or while it waits in the outbox.
    let settled: boolean | undefined;
    let settle: (applied: boolean) => void = (applied) => {
      settled = applied;
    };
    const failure = await queue.enqueue(
      'edit',
      itemId,
      () => {
        const id = restoredIds.serviceId(itemId);
        if (!id) return t('collectionsRestoreNotSaved');
        return editWrite(at, id, changes, item.name || changes.name);
      },
      undefined,
      (applied) => settle(applied),
    );
    if (failure !== null) return failure;
    settle = commit(copy, { kind: 'edit', itemId, changes });
    if (settled !== undefined) settle(settled);
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
