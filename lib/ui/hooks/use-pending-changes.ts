import { useEffect, useRef, useState } from 'preact/hooks';
import { type Change, type PendingChange, prunePending, shownCopy } from '../collections/pending';
import type { LocalCopy } from '../collections/types';
import type { ReadState } from './use-read';

/** The person's changes to collections, replayed on the newest read of the open one. */
export interface PendingChanges {
  /** The open collection as shown: the newest read with the changes it does not hold yet. */
  current(): LocalCopy | null;
  /**
   * Shows a change at once. Answers the function its write's settlement is told to: true once
   * the service took it (replayed until a read asked after that is shown), false when it was
   * refused or never sent (dropped at once).
   */
  commit(copy: LocalCopy, change: Change): (applied: boolean) => void;
  /** Drops the changes `test` picks (a removal undone before it was sent). */
  drop(test: (change: Change) => boolean): void;
}

/**
 * Keeps the changes per collection until a read shown holds them. `detail` is the open
 * collection's read (the newest one by when it was asked, `useRead`); `serviceId` names a
 * restored item once the service gave it an id.
 */
export function usePendingChanges(
  openId: number | null,
  detail: ReadState<'collection'>,
  serviceId: (id: string) => string | undefined,
): PendingChanges {
  const [, setRenders] = useState(0);
  const rerender = () => setRenders((value) => value + 1);
  // In the order the person made them.
  const pending = useRef<PendingChange[]>([]);
  const collection = detail.value?.collection;
  const read = useRef({ collection, fetchedAt: detail.fetchedAt });
  read.current = { collection, fetchedAt: detail.fetchedAt };
  // A read shown holds the changes answered before it was asked: they are no longer replayed.
  useEffect(() => {
    if (collection && detail.fetchedAt !== undefined) {
      pending.current = prunePending(pending.current, collection.id, detail.fetchedAt);
    }
  }, [collection, detail.fetchedAt]);
  return {
    current() {
      const shown = read.current;
      if (!shown.collection || shown.collection.id !== openId) return null;
      const fetchedAt = shown.fetchedAt ?? Number.NEGATIVE_INFINITY;
      return shownCopy({ collection: shown.collection, fetchedAt }, pending.current, serviceId);
    },
    commit(copy, change) {
      const entry: PendingChange = { collectionId: copy.collectionId, change };
      pending.current = [...pending.current, entry];
      rerender();
      return (applied) => {
        if (applied) entry.answeredAt = Date.now();
        else pending.current = pending.current.filter((other) => other !== entry);
        rerender();
      };
    },
    drop(test) {
      pending.current = pending.current.filter((entry) => !test(entry.change));
      rerender();
    },
  };
}
