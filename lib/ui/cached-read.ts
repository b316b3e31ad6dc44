import { toApiError } from '../shared/errors/api-error';
import type { ReadEntry, ReadKey, ReadKind } from '../shared/messages/messenger';
import { entryFor, readCacheEnvelope, watchCache } from '../shared/storage/cache';
import { connectionSettings } from '../shared/storage/connection-settings';
import { ask } from './ask';

/** The cached value of a read for the current connection, read straight from storage. */
export async function readCached<K extends ReadKind>(
  key: Extract<ReadKey, { kind: K }>,
): Promise<ReadEntry<K> | null> {
  // Both reads at once: this is on the way to the popup's first paint.
  const [{ scope }, envelope] = await Promise.all([
    connectionSettings.get(),
    readCacheEnvelope(key),
  ]);
  return entryFor<K>(envelope, scope);
}

/**
 * Follows a read: calls back with the cached value at once (when there is one), then with the
 * fresh value from the service; `onError` gets the failure of the refresh (the cached value
 * stays on screen). Also follows refreshes other pages cause. Reads are ordered by when they
 * were asked (`fetchedAt`): a read older than one already given (a late answer, a copy kept
 * after a newer read) calls back with that newer one again. Returns the stop function.
 * `answer` is the background's answer when the caller has already asked for it (so that the
 * question did not wait for this module to load).
 */
export function followRead<K extends ReadKind>(
  key: Extract<ReadKey, { kind: K }>,
  onValue: (entry: ReadEntry<K>, source: 'cache' | 'service') => void,
  onError: (error: ReturnType<typeof toApiError>) => void,
  answer: Promise<unknown> = ask('read', key),
): () => void {
  let stopped = false;
  let stopWatching = () => {};
  let fresh = false;
  let newest: ReadEntry<K> | undefined;
  const deliver = (entry: ReadEntry<K>, source: 'cache' | 'service') => {
    if (!newest || entry.fetchedAt >= newest.fetchedAt) newest = entry;
    if (!stopped) onValue(newest, source);
  };
  void (async () => {
    const [{ scope }, envelope] = await Promise.all([
      connectionSettings.get(),
      readCacheEnvelope(key),
    ]);
    if (stopped) return;
    stopWatching = watchCache(key, scope, (entry) => {
      deliver(entry, 'service');
    });
    const cached = entryFor<K>(envelope, scope);
    if (cached && !fresh) deliver(cached, 'cache');
  })();
  answer.then(
    (entry) => {
      fresh = true;
      deliver(entry as ReadEntry<K>, 'service');
    },
    (error) => {
      if (!stopped) onError(toApiError(error));
    },
  );
  return () => {
    stopped = true;
    stopWatching();
  };
}
