import type { CollectionItem } from '../../shared/contract';
import type { PlannedRemoval } from './order';

/** How long a removal can be undone. */
const UNDO_MS = 8000;

/** A removal that can still be undone, with what is needed to put the item back. */
export interface PendingUndo {
  item: CollectionItem;
  /** The item that followed it ('' when it was last), to put it back before. */
  nextItemId: string;
  /** Where it was, when the item that followed it is gone too. */
  index: number;
  /** The outbox entry of the removal, to discard it instead when it has not been sent yet. */
  entryId?: string;
  timer: ReturnType<typeof setTimeout>;
}

/** Offers to undo a removal for a while; `expire` runs when the time is up. */
export function offerUndo(
  item: CollectionItem,
  plan: Pick<PlannedRemoval, 'nextItemId' | 'index'>,
  expire: () => void,
): PendingUndo {
  return {
    item,
    nextItemId: plan.nextItemId,
    index: plan.index,
    timer: setTimeout(expire, UNDO_MS),
  };
}
