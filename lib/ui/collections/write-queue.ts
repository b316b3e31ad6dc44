import type { WriteMessage } from '../../shared/messages/messenger';
import type { OutboxEntry } from '../../shared/storage/outbox-entries';
import type { WriteOutcome } from '../../shared/types/outbox';

/** What a collection write does, for the sentence shown when it fails. */
export type WriteKind = 'move' | 'remove' | 'restore' | 'edit';

/** A write whose answer was "pending": followed in the outbox until it is done or failed. */
interface TrackedWrite {
  itemId: string;
  kind: WriteKind;
  state: 'pending' | 'paused';
  onSettled?: (applied: boolean) => void;
}

/** What the queue tells the screen. Read afresh on each call, so it may change every render. */
export interface WriteQueueEvents {
  /** The service refused a write: at once, or `later`, after it waited in the outbox. */
  refused(kind: WriteKind, itemId: string, reason: string, later: boolean): void;
  /** A write could not be built (an item the service has not given an id yet). */
  unbuildable(message: string): void;
  /** The set of waiting writes changed (the view marks their items). */
  changed(): void;
  /** Every write is answered and none waits in the outbox: time to read the service again. */
  idle(): void;
}

/** The collection screen's writes, sent one after another in the order the person made them. */
export interface WriteQueue {
  /**
   * Queues a write behind the earlier ones. `build` runs when its turn comes, so it can use ids
   * the service gave restored items meanwhile; a string instead of a message is the reason it
   * cannot be sent. Answers the failure's sentence, or null. `onSettled` is told once what
   * became of it: true when the service took it (at once, or later from the outbox), false
   * when it was refused, could not be sent, or left the outbox without being done.
   */
  enqueue(
    kind: WriteKind,
    itemId: string,
    build: () => WriteMessage | string,
    onOutcome?: (outcome: WriteOutcome) => void,
    onSettled?: (applied: boolean) => void,
  ): Promise<string | null>;
  /** Updates the waiting writes from the outbox; reports failures and settling. */
  follow(entries: readonly OutboxEntry[]): void;
  /** Stops following a waiting write (its removal was undone by discarding it). */
  untrack(entryId: string): boolean;
  /** True while a write is queued, under way, or waiting in the outbox. */
  busy(): boolean;
  /** The items whose writes wait in the outbox. */
  waitingItemIds(): Set<string>;
}

/**
 * Creates the queue. `send` hands a write to the background's outbox (`ask('write', …)`);
 * `events()` answers the screen's current handlers.
 */
export function createWriteQueue(
  send: (message: WriteMessage) => Promise<WriteOutcome>,
  events: () => WriteQueueEvents,
  describeError: (error: unknown) => string,
): WriteQueue {
  const tracked = new Map<string, TrackedWrite>();
  let unanswered = 0;
  let chain: Promise<void> = Promise.resolve();

  const busy = () => unanswered > 0 || tracked.size > 0;
  const settleIfIdle = () => {
    if (!busy()) events().idle();
  };

  return {
    enqueue(kind, itemId, build, onOutcome, onSettled) {
      unanswered += 1;
      // Every write the person made is sent, even after an earlier one was refused: it is
      // theirs, made against what they saw (issue 15, finding 9).
      const run = async (): Promise<string | null> => {
        const message = build();
        if (typeof message === 'string') {
          events().unbuildable(message);
          onSettled?.(false);
          return message;
        }
        try {
          const outcome = await send(message);
          onOutcome?.(outcome);
          if (outcome.state === 'failed') {
            const reason = outcome.error?.message ?? '';
            events().refused(kind, itemId, reason, false);
            onSettled?.(false);
            return reason;
          }
          if (outcome.state === 'pending' || outcome.state === 'paused') {
            tracked.set(outcome.id, { itemId, kind, state: outcome.state, onSettled });
          } else {
            onSettled?.(true);
          }
          return null;
        } catch (error) {
          const reason = describeError(error);
          events().refused(kind, itemId, reason, false);
          onSettled?.(false);
          return reason;
        }
      };
      const result = chain.then(run);
      chain = result.then(
        () => undefined,
        () => undefined,
      );
      return result.finally(() => {
        unanswered -= 1;
        events().changed();
        settleIfIdle();
      });
    },
    follow(entries) {
      let changed = false;
      for (const [id, write] of tracked) {
        const entry = entries.find((candidate) => candidate.id === id);
        if (!entry || entry.state === 'done') {
          tracked.delete(id);
          changed = true;
          // Gone from the outbox without being done: discarded, so never applied.
          write.onSettled?.(entry?.state === 'done');
        } else if (entry.state === 'failed') {
          tracked.delete(id);
          changed = true;
          events().refused(write.kind, write.itemId, entry.error?.message ?? '', true);
          write.onSettled?.(false);
        } else if (entry.state !== write.state) {
          write.state = entry.state;
          changed = true;
        }
      }
      if (changed) {
        events().changed();
        settleIfIdle();
      }
    },
    untrack: (entryId) => tracked.delete(entryId),
    busy,
    waitingItemIds: () => new Set([...tracked.values()].map((write) => write.itemId)),
  };
}
