import type { Collection, CollectionItem } from '../../shared/contract';
import { copyOf, withChanges, withoutItem, withRestored } from './local-copy';
import { placeBefore } from './order';
import type { ItemEdit, LocalCopy } from './types';

/** One change the person made to a collection, as the screen replays it on a read. */
export type Change =
  | { kind: 'move'; itemId: string; nextItemId: string }
  | { kind: 'remove'; itemId: string }
  | { kind: 'restore'; localId: string; item: CollectionItem; nextItemId: string; index: number }
  | { kind: 'edit'; itemId: string; changes: ItemEdit };

/**
 * A change and what became of its write. `answeredAt` (this page's clock) is set once the
 * service took it: every read asked at or after that time holds it, so it is no longer
 * replayed on those. A refused change is dropped from the list instead.
 */
export interface PendingChange {
  collectionId: number;
  change: Change;
  answeredAt?: number;
}

/** Settled changes kept at most (oldest go first); unanswered ones are always kept. */
const MAX_SETTLED = 100;

/**
 * The collection as the screen shows it: the newest read, with every change not yet in it
 * replayed in the order the person made them. `fetchedAt` is when that read was asked;
 * `serviceId` names a restored item once the service gave it an id. A change whose items are
 * gone (removed elsewhere) changes nothing.
 */
export function shownCopy(
  read: { collection: Collection; fetchedAt: number },
  pending: readonly PendingChange[],
  serviceId: (id: string) => string | undefined,
): LocalCopy {
  return pending
    .filter((entry) => entry.collectionId === read.collection.id && !heldBy(entry, read.fetchedAt))
    .reduce((copy, entry) => replay(copy, entry.change, serviceId), copyOf(read.collection));
}

/** True when a read asked at `fetchedAt` already holds the change. */
function heldBy(entry: PendingChange, fetchedAt: number): boolean {
  return entry.answeredAt !== undefined && entry.answeredAt <= fetchedAt;
}

/**
 * The list without the changes a read asked at `fetchedAt` of collection `collectionId` holds
 * (every later read holds them too), and at most MAX_SETTLED settled ones in all.
 */
export function prunePending(
  pending: readonly PendingChange[],
  collectionId: number,
  fetchedAt: number,
): PendingChange[] {
  const kept = pending.filter(
    (entry) => !(entry.collectionId === collectionId && heldBy(entry, fetchedAt)),
  );
  let excess = kept.filter((entry) => entry.answeredAt !== undefined).length - MAX_SETTLED;
  return kept.filter((entry) => !(entry.answeredAt !== undefined && excess-- > 0));
}

function replay(
  copy: LocalCopy,
  change: Change,
  serviceId: (id: string) => string | undefined,
): LocalCopy {
  // The id an item has in this copy: its own, or a restored item's id from the service.
  const find = (id: string): string | undefined => {
    if (id in copy.items) return id;
    const named = serviceId(id);
    return named !== undefined && named in copy.items ? named : undefined;
  };
  switch (change.kind) {
    case 'move': {
      const id = find(change.itemId);
      const next = change.nextItemId ? find(change.nextItemId) : '';
      if (id === undefined || next === undefined) return copy;
      return { ...copy, order: placeBefore(copy.order, id, next) };
    }
    case 'remove': {
      const id = find(change.itemId);
      if (id === undefined) return copy;
      return withoutItem(
        copy,
        id,
        copy.order.filter((entry) => entry !== id),
      );
    }
    case 'restore': {
      if (find(change.localId) !== undefined) return copy;
      // A following item that is gone leaves the raw id: restoreItem then uses the old index.
      const next = change.nextItemId ? (find(change.nextItemId) ?? change.nextItemId) : '';
      return withRestored(copy, change.localId, change.item, {
        nextItemId: next,
        index: change.index,
      });
    }
    case 'edit': {
      const id = find(change.itemId);
      return id === undefined ? copy : withChanges(copy, id, change.changes);
    }
  }
}
