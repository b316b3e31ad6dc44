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
 * stays on screen). Also follows refreshes other pages cause. Returns the stop function.
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
  void (async () => {
    const [{ scope }, envelope] = await Promise.all([
      connectionSettings.get(),
      readCacheEnvelope(key),
    ]);
    if (stopped) return;
    stopWatching = watchCache(key, scope, (entry) => {
      if (!stopped) onValue(entry, 'service');
    });
    const cached = entryFor<K>(envelope, scope);
    if (cached && !stopped && !fresh) onValue(cached, 'cache');
  })();
  answer.then(
    (entry) => {
      fresh = true;
      if (!stopped) onValue(entry as ReadEntry<K>, 'service');
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
