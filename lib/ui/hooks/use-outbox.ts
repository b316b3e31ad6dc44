import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import type { ValidatedItem } from '../../shared/storage/item';
import type { OutboxEntry, SetAsideEntry } from '../../shared/storage/outbox-entries';
import { ask } from '../ask';
import { openOptions } from '../open-options';

/** The writes that still need attention, and the person's answers to them. */
export interface OutboxState {
  entries: OutboxEntry[];
  /** Stored changes that could not be read: shown, never sent, kept until discarded. */
  setAside?: SetAsideEntry[];
  /** Why the last retry or discard failed, in words. */
  actionError?: string;
  retry(id: string): void;
  /** Sends every failed or waiting write again now. */
  retryAll(): void;
  discard(id: string): void;
  /** Drops a change that could not be read (after the person exported it, or not). */
  discardSetAside?(id: string): void;
  /** Opens the settings, to reconnect as the account a held change belongs to. */
  reconnect(): void;
  /** Saves a change as a file (for one held for another account). */
  exportEntry(entry: OutboxEntry): void;
}

/** Follows the outbox: pending, paused and failed writes, as they change. */
export function useOutbox(): OutboxState {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [setAside, setSetAside] = useState<SetAsideEntry[]>([]);
  const [actionError, setActionError] = useState<string>();
  useEffect(() => {
    let live = true;
    let stops: Array<() => void> = [];
    // Loaded once the first frame is out (effects run after it): the entries' schema is not
    // needed to draw the feed, and waiting writes are rare.
    void import('../../shared/storage/outbox-entries').then(
      ({ outboxEntries, setAsideEntries, unfinished }) => {
        if (!live) return;
        const follow = <T>(item: ValidatedItem<T>, set: (value: T) => void) => {
          item.get().then((value) => live && set(value));
          return item.watch((value) => live && set(value));
        };
        stops = [
          follow(outboxEntries, (value) => setEntries(unfinished(value))),
          follow(setAsideEntries, setSetAside),
        ];
      },
    );
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, []);
  const run = (promise: Promise<unknown>) => {
    setActionError(undefined);
    promise.catch((error) => setActionError(toApiError(error).message));
  };
  return {
    entries,
    setAside,
    actionError,
    retry: (id) => run(ask('retryWrite', { id })),
    retryAll: () => run(ask('retryAllWrites')),
    discard: (id) => run(ask('discardWrite', { id })),
    discardSetAside: (id) => run(ask('discardSetAsideWrite', { id })),
    reconnect: () => void openOptions(),
    // Loaded when used: exporting is rare, and the popup keeps its first download small.
    exportEntry: (entry) =>
      run(import('../outbox/export-entry').then((module) => module.downloadEntry(entry))),
  };
}
