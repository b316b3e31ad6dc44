import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { type OutboxEntry, outboxEntries, unfinished } from '../../shared/storage/outbox-entries';
import { ask } from '../ask';
import { openOptions } from '../open-options';

/** The writes that still need attention, and the person's answers to them. */
export interface OutboxState {
  entries: OutboxEntry[];
  /** Why the last retry or discard failed, in words. */
  actionError?: string;
  retry(id: string): void;
  /** Sends every failed or waiting write again now. */
  retryAll(): void;
  discard(id: string): void;
  /** Opens the settings, to reconnect as the account a held change belongs to. */
  reconnect(): void;
  /** Saves a change as a file (for one held for another account). */
  exportEntry(entry: OutboxEntry): void;
}

/** Follows the outbox: pending, paused and failed writes, as they change. */
export function useOutbox(): OutboxState {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [actionError, setActionError] = useState<string>();
  useEffect(() => {
    let live = true;
    outboxEntries.get().then((value) => live && setEntries(unfinished(value)));
    const stop = outboxEntries.watch((value) => live && setEntries(unfinished(value)));
    return () => {
      live = false;
      stop();
    };
  }, []);
  const run = (promise: Promise<unknown>) => {
    setActionError(undefined);
    promise.catch((error) => setActionError(toApiError(error).message));
  };
  return {
    entries,
    actionError,
    retry: (id) => run(ask('retryWrite', { id })),
    retryAll: () => run(ask('retryAllWrites')),
    discard: (id) => run(ask('discardWrite', { id })),
    reconnect: () => void openOptions(),
    // Loaded when used: exporting is rare, and the popup keeps its first download small.
    exportEntry: (entry) =>
      run(import('../outbox/export-entry').then((module) => module.downloadEntry(entry))),
  };
}
