import { useEffect, useState } from 'preact/hooks';
import type { ReadEntry, ReadKey, ReadKind, ReadValues } from '../../shared/messages/messenger';
import { ask } from '../ask';
import type { Loading } from '../loading';

/** A read as a view shows it (the last good value, cached or fresh), and the way to refresh it. */
export interface ReadState<K extends ReadKind> extends Loading<ReadValues[K]> {
  /** Asks the service again. */
  reload(): void;
}

/**
 * Stale-while-revalidate for a view: paints the cached value at once, then the fresh one.
 * `loading` stays true until the service has answered (or failed) once.
 * `key` is compared by value (JSON), so an inline object literal does not refetch every render.
 * `initial` is a cached entry the page read before its first render, so that render already
 * shows content.
 */
export function useRead<K extends ReadKind>(
  key: Extract<ReadKey, { kind: K }> | null,
  initial?: ReadEntry<K> | null,
): ReadState<K> {
  const [state, setState] = useState<Loading<ReadValues[K]>>(() =>
    initial
      ? { value: initial.value, fetchedAt: initial.fetchedAt, loading: true }
      : { loading: key !== null },
  );
  const [generation, setGeneration] = useState(0);
  const serialized = key ? JSON.stringify(key) : null;
  useEffect(() => {
    if (!key) return;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    // The service is asked at once; the code that reads and follows the cache loads meanwhile
    // (it carries the storage schemas, which a first frame drawn from `initial` does not need),
    // so an empty cache waits for the service only, not for that code as well.
    const answer = ask('read', key);
    answer.catch(() => {}); // Reported by followRead, unless stopped before it loaded.
    void import('../cached-read').then(({ followRead }) => {
      if (stopped) return;
      stop = followRead(
        key,
        (entry, source) =>
          setState((previous) => ({
            value: entry.value,
            fetchedAt: entry.fetchedAt,
            // A cached value is not the service's answer: still waiting for that.
            loading: source === 'cache' ? previous.loading : false,
          })),
        (error) => setState((previous) => ({ ...previous, loading: false, error })),
        answer,
      );
    });
    return () => stop();
  }, [serialized, generation]);
  return { ...state, reload: () => setGeneration((value) => value + 1) };
}
