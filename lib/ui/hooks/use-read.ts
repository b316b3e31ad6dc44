import { useEffect, useState } from 'preact/hooks';
import type { ApiError } from '../../shared/errors/api-error';
import type { ReadEntry, ReadKey, ReadKind } from '../../shared/messages/messenger';
import { followRead } from '../cached-read';

/** A read as a view shows it: the last good value, and whether a refresh is under way or failed. */
export interface ReadState<K extends ReadKind> {
  /** The last good value (cached or fresh); undefined until one arrives. */
  entry?: ReadEntry<K>;
  /** True until the service has answered (or failed) once. */
  refreshing: boolean;
  /** Why the last refresh failed; the cached value, if any, stays valid to show. */
  error?: ApiError;
  /** Where `entry` came from. */
  source?: 'cache' | 'service';
  /** Asks the service again. */
  reload(): void;
}

/**
 * Stale-while-revalidate for a view: paints the cached value at once, then the fresh one.
 * `key` is compared by value (JSON), so an inline object literal does not refetch every render.
 * `initial` is a cached entry the page read before its first render, so that render already
 * shows content.
 */
export function useRead<K extends ReadKind>(
  key: Extract<ReadKey, { kind: K }> | null,
  initial?: ReadEntry<K> | null,
): ReadState<K> {
  const [state, setState] = useState<Omit<ReadState<K>, 'reload'>>(() =>
    initial ? { entry: initial, source: 'cache', refreshing: true } : { refreshing: key !== null },
  );
  const [generation, setGeneration] = useState(0);
  const serialized = key ? JSON.stringify(key) : null;
  useEffect(() => {
    if (!key) return;
    setState((previous) => ({ ...previous, refreshing: true, error: undefined }));
    return followRead(
      key,
      (entry, source) =>
        setState((previous) => ({
          entry,
          source,
          refreshing: source === 'cache' ? previous.refreshing : false,
        })),
      (error) => setState((previous) => ({ ...previous, refreshing: false, error })),
    );
  }, [serialized, generation]);
  return { ...state, reload: () => setGeneration((value) => value + 1) };
}
