import { useEffect, useRef, useState } from 'preact/hooks';
import { type ApiError, toApiError } from '../../shared/errors/api-error';
import type { ReadEntry, ReadKey, ReadKind, ReadValues } from '../../shared/messages/messenger';
import { ask } from '../ask';
import type { Loading } from '../loading';

/** A read as a view shows it (the last good value, cached or fresh), and the way to refresh it. */
export interface ReadState<K extends ReadKind> extends Loading<ReadValues[K]> {
  /** Asks the service again. */
  reload(): void;
}

/**
 * A read the page keeps itself, outside the read cache: the popup's first screen, read from
 * `cache:first-screen` before its first render. `entry` is what it read (null: nothing);
 * `follow` subscribes to entries stored by refreshes other pages cause and returns its stop.
 */
export interface OwnRead<K extends ReadKind> {
  entry?: ReadEntry<K> | null;
  follow?: (onEntry: (entry: ReadEntry<K>) => void) => () => void;
}

/**
 * Stale-while-revalidate for a view: paints the cached value at once, then the fresh one.
 * `loading` stays true until the service has answered (or failed) once.
 * `key` is compared by value (JSON), so an inline object literal does not refetch every render.
 *
 * With `own`, the page has read what its first frame shows itself: that is shown at once, then
 * the service's answer, and the cache's code (with its storage schemas, zod) loads only when
 * the answer fails, to show what was read before beside the failure. An opening that goes well
 * then loads no code after its first frame. A refusal (`forbidden`: an employee asking for an
 * administrator's list, on every opening) reads no cache: the service answered for this person.
 */
export function useRead<K extends ReadKind>(
  key: Extract<ReadKey, { kind: K }> | null,
  own?: OwnRead<K>,
): ReadState<K> {
  const [state, setState] = useState<Loading<ReadValues[K]>>(() =>
    own?.entry
      ? { value: own.entry.value, fetchedAt: own.entry.fetchedAt, loading: true }
      : { loading: key !== null },
  );
  const [generation, setGeneration] = useState(0);
  const serialized = key ? JSON.stringify(key) : null;
  // The newest read shown for this key, by when it was asked: an older one (a late answer, or a
  // copy the worker kept after a newer read was drawn) never replaces it.
  const newest = useRef({ key: serialized, at: own?.entry?.fetchedAt ?? Number.NEGATIVE_INFINITY });
  useEffect(() => {
    if (!key) return;
    if (newest.current.key !== serialized) {
      newest.current = { key: serialized, at: Number.NEGATIVE_INFINITY };
    }
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    // The service is asked at once; the code that reads and follows the cache loads meanwhile
    // (it carries the storage schemas, which a first frame drawn from `own` does not need),
    // so an empty cache waits for the service only, not for that code as well.
    const answer = ask('read', key) as Promise<ReadEntry<K>>;
    answer.catch(() => {}); // Reported by followRead or below, unless stopped before.
    const show = (entry: ReadEntry<K>, loading: boolean) => {
      if (entry.fetchedAt < newest.current.at) {
        setState((previous) => ({ ...previous, loading: loading && previous.loading }));
        return;
      }
      newest.current.at = entry.fetchedAt;
      setState((previous) => ({
        value: entry.value,
        fetchedAt: entry.fetchedAt,
        loading: loading && previous.loading,
      }));
    };
    const fail = (error: ApiError) =>
      setState((previous) => ({ ...previous, loading: false, error }));
    if (own) {
      const stopFollowing = own.follow?.((entry) => !stopped && show(entry, true));
      answer.then(
        (entry) => !stopped && show(entry, false),
        (reason) => {
          const error = toApiError(reason);
          if (stopped) return;
          fail(error);
          if (error.kind === 'forbidden') return;
          void import('../cached-read')
            .then(({ readCached }) => readCached(key))
            .then(
              (cached) => {
                if (cached && !stopped) {
                  setState((previous) =>
                    previous.value === undefined ? { ...previous, ...cached } : previous,
                  );
                }
              },
              () => {}, // Nothing cached to show beside the failure, which is on screen.
            );
        },
      );
      return () => {
        stopped = true;
        stopFollowing?.();
      };
    }
    void import('../cached-read').then(({ followRead }) => {
      if (stopped) return;
      // A cached value is not the service's answer: still waiting for that.
      stop = followRead(key, (entry, source) => show(entry, source === 'cache'), fail, answer);
    });
    return () => stop();
  }, [serialized, generation]);
  return { ...state, reload: () => setGeneration((value) => value + 1) };
}
